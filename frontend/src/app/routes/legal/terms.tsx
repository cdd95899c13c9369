import { LegalPage, Placeholder } from '@/features/legal/components/legal-page';

export function TermsRoute() {
  return (
    <LegalPage title="Nutzungsbedingungen" updated="November 2026">
      <section>
        <h2>1. Geltungsbereich</h2>
        <p>Diese Bedingungen gelten für die Nutzung von Starshelf, betrieben von <Placeholder>Name des Betreibers</Placeholder>.</p>
      </section>
      <section>
        <h2>2. Leistungen</h2>
        <p>Starshelf ist ein kostenloser Katalog für Science-Fiction- und Fantasy-Literatur. Mitglieder können Leselisten führen sowie Bücher und Autoren bewerten und rezensieren. Ein Anspruch auf ständige Verfügbarkeit besteht nicht.</p>
      </section>
      <section>
        <h2>3. Mitgliedskonto</h2>
        <p>Für ein Konto sind wahre Angaben und eine bestätigte E-Mail-Adresse erforderlich. Zugangsdaten sind vertraulich zu behandeln.</p>
      </section>
      <section>
        <h2>4. Inhalte der Mitglieder</h2>
        <ul>
          <li>Rezensionen müssen sich auf das jeweilige Werk beziehen und dürfen keine Rechte Dritter verletzen.</li>
          <li>Beleidigende, diskriminierende oder werbliche Inhalte sind untersagt.</li>
          <li>Sie räumen uns ein einfaches, unentgeltliches Recht ein, Ihre Rezensionen auf Starshelf anzuzeigen.</li>
          <li>Wir dürfen Inhalte entfernen und Konten sperren, die gegen diese Bedingungen verstoßen.</li>
        </ul>
      </section>
      <section>
        <h2>5. Haftung</h2>
        <p>Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit; im Übrigen nur bei Verletzung wesentlicher Pflichten und begrenzt auf den vorhersehbaren Schaden.</p>
      </section>
      <section>
        <h2>6. Schlussbestimmungen</h2>
        <p>Es gilt das Recht der Bundesrepublik Deutschland. Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der übrigen unberührt.</p>
      </section>
    </LegalPage>
  );
}
