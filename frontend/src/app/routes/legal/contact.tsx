import { LegalPage, Placeholder } from '@/features/legal/components/legal-page';

export function ContactRoute() {
  return (
    <LegalPage title="Kontakt" updated="November 2026">
      <p>Fragen, Hinweise auf fehlerhafte Katalogdaten oder Anregungen? Wir freuen uns über Ihre Nachricht.</p>
      <section>
        <h2>So erreichen Sie uns</h2>
        <p>
          E-Mail: <Placeholder>kontakt@example.org</Placeholder><br />
          Post: <Placeholder>Name, Straße und Hausnummer, PLZ und Ort</Placeholder>
        </p>
        <p>Wir antworten in der Regel innerhalb von drei Werktagen.</p>
      </section>
      <section>
        <h2>Datenschutz und Urheberrecht</h2>
        <p>Für Auskunfts- oder Löschanfragen sowie Hinweise auf Urheberrechtsverletzungen schreiben Sie bitte mit dem Betreff „Datenschutz“ bzw. „Urheberrecht“ an die oben genannte Adresse.</p>
      </section>
    </LegalPage>
  );
}
