import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type AwardEntry } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { BookCard } from '@/components/book/book-card';
import { BookCover } from '@/components/ui/book-cover';
import { LazyMarkdown } from '@/components/ui/lazy-markdown';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { SubjectLoadFailure } from '@/components/catalogue/missing-subject';
import { teaser } from '@/lib/page-head/schema-org';
import { useLocale } from '@/lib/use-locale';
import { awardBlocks, useAward, type AwardBlock } from '../api/get-awards';

const TAB = 'rounded-full px-4 py-2 text-sm font-medium text-muted data-hover:text-fg data-selected:bg-accent data-selected:text-on-accent focus:outline-none data-focus:ring-2 data-focus:ring-accent';

function WorkCard({ entry }: { entry: AwardEntry }) {
  const title = entry.workTitle ?? '';
  return (
    <article>
      <BookCover src={null} title={title} author={entry.workAuthor ?? undefined} />
      <h3 className="mt-3 line-clamp-2 font-display leading-snug font-semibold text-fg">{title}</h3>
      {entry.workAuthor && <p className="truncate text-sm text-muted">{entry.workAuthor}</p>}
    </article>
  );
}

function Blocks({ blocks }: { blocks: AwardBlock[] }) {
  const { t } = useTranslation();
  if (blocks.length === 0) return <EmptyState title={t('awards.noEntries')} />;
  return (
    <div className="space-y-10">
      {blocks.map((block) => (
        <section key={block.key}>
          <h3 className="mb-4 flex items-baseline gap-3 border-b border-line pb-2">
            <span className="font-display text-2xl font-bold text-fg">{block.year ?? '–'}</span>
            {block.categoryName && <span className="text-sm text-muted">{block.categoryName}</span>}
          </h3>
          <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {block.entries.map((entry) => (entry.book ? <BookCard key={entry.id} book={entry.book} /> : <WorkCard key={entry.id} entry={entry} />))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** An award with the tabs Winners, Nominees and About the Award (docs/rules.md §2). */
export function AwardDetailView({ id, headingLevel = 2 }: { id: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const award = useAward(id, locale);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (award.isPending) return <LoadingState />;
  if (award.isError) return <SubjectLoadFailure subject="award" error={award.error} onRetry={() => void award.refetch()} headingLevel={headingLevel} />;
  const data = award.data;
  return (
    <article>
      {/* Also on /awards?id=, after the list's header: the award names the page. */}
      <PageTitle page={data.name} head={{ description: teaser(data.description) }} />
      <Heading className="font-display text-3xl font-bold text-fg">{data.name}</Heading>
      <TabGroup className="mt-6">
        <TabList className="mb-8 flex flex-wrap gap-2">
          <Tab className={TAB}>{t('awards.tabs.winners')}</Tab>
          <Tab className={TAB}>{t('awards.tabs.nominees')}</Tab>
          <Tab className={TAB}>{t('awards.tabs.about')}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel><Blocks blocks={awardBlocks(data, 'winners')} /></TabPanel>
          <TabPanel><Blocks blocks={awardBlocks(data, 'nominees')} /></TabPanel>
          <TabPanel className="max-w-3xl">
            {data.description ? <LazyMarkdown>{data.description}</LazyMarkdown> : <p className="text-muted italic">{t('awards.noDescription')}</p>}
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </article>
  );
}
