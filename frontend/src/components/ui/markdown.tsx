import { isSafeUrl } from '@starshelf/contract';
import ReactMarkdown, { type Components } from 'react-markdown';
import { cn } from '@/lib/cn';

/** Only http(s), irc(s), mailto, xmpp and relative targets survive (docs/rules.md §1); others blank. */
export function safeUrlTransform(url: string): string {
  return isSafeUrl(url) ? url : '';
}

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="noopener noreferrer nofollow" target={href.startsWith('/') ? undefined : '_blank'}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
};

/** The one markdown renderer of the site: raw HTML is not rendered, unsafe links are blanked. */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 leading-relaxed text-muted [&_a]:text-accent [&_a]:underline [&_h1]:font-display [&_h2]:font-display [&_h1,&_h2,&_h3]:font-semibold [&_h1,&_h2,&_h3]:text-fg [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:text-fg [&_ul]:list-disc',
        className,
      )}
    >
      <ReactMarkdown urlTransform={safeUrlTransform} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
