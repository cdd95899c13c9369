import { DataCredits } from '@/features/legal/components/data-credits';
import { LegalPage, Placeholder } from '@/features/legal/components/legal-page';

export function ImprintRoute() {
  return (
    <LegalPage title="Impressum" updated="November 2026">
      <section>
        <h2>Angaben gemäß § 5 DDG</h2>
        <p>
          <Placeholder>Name des Betreibers / der Betreiberin</Placeholder><br />
          <Placeholder>Straße und Hausnummer</Placeholder><br />
          <Placeholder>Postleitzahl und Ort</Placeholder><br />
          Deutschland
        </p>
      </section>
      <section>
        <h2>Kontakt</h2>
        <p>E-Mail: <Placeholder>kontakt@example.org</Placeholder><br />Telefon: <Placeholder>Telefonnummer</Placeholder></p>
      </section>
      <section>
        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <p><Placeholder>Name und Anschrift wie oben</Placeholder></p>
      </section>
      <section>
        <h2>Haftung für Inhalte und Links</h2>
        <p>
          Wir erstellen die Inhalte dieser Seiten mit Sorgfalt, übernehmen aber keine Gewähr für Richtigkeit, Vollständigkeit und Aktualität.
          Rezensionen und Bewertungen geben die Meinung der jeweiligen Mitglieder wieder. Für Inhalte verlinkter externer Websites sind
          ausschließlich deren Betreiber verantwortlich; rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar.
          Bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Inhalte oder Links umgehend.
        </p>
      </section>
      <section>
        <h2>Verbraucherstreitbeilegung</h2>
        <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
      </section>
      <DataCredits />
    </LegalPage>
  );
}
