import { LegalPage, Placeholder } from '@/features/legal/components/legal-page';

export function PrivacyRoute() {
  return (
    <LegalPage title="Datenschutzerklärung" updated="November 2026">
      <section>
        <h2>1. Verantwortlicher</h2>
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist <Placeholder>Name und Anschrift des Betreibers</Placeholder>, E-Mail: <Placeholder>datenschutz@example.org</Placeholder>.</p>
      </section>
      <section>
        <h2>2. Aufruf der Website</h2>
        <p>
          Beim Aufruf verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp), um die
          Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Server-Protokolle werden nach spätestens 14 Tagen gelöscht.
        </p>
      </section>
      <section>
        <h2>3. Mitgliedskonto</h2>
        <p>
          Für ein Konto speichern wir E-Mail-Adresse, Vor- und Nachname, ein gehashtes Passwort sowie freiwillig angegebene Profilangaben,
          Ihre Leseliste, Bewertungen und Rezensionen (Art. 6 Abs. 1 lit. b DSGVO). Die Anmeldung erfolgt über ein technisch notwendiges
          Sitzungs-Cookie. Sie können Ihr Konto jederzeit löschen lassen.
        </p>
      </section>
      <section>
        <h2>4. Nutzungsstatistik</h2>
        <p>
          Wir zählen Seitenaufrufe und das Öffnen von Buchdetails auf unserem eigenen Server, ohne Drittanbieter und ohne Tracking-Cookies,
          um das Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Gespeichert werden die aufgerufene Seite, Zeitpunkt, Bildschirmgröße und die Rolle des Kontos.
        </p>
      </section>
      <section>
        <h2>5. Newsletter</h2>
        <p>
          Für den Newsletter verarbeiten wir Ihre E-Mail-Adresse und Sprache mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) im
          Double-Opt-in-Verfahren. Sie können die Einwilligung jederzeit über den Abmeldelink in jeder Ausgabe widerrufen.
        </p>
      </section>
      <section>
        <h2>6. Lokale Speicherung</h2>
        <p>
          Ihre Sprach- und Designwahl wird in Ihrem Browser (localStorage) gespeichert und zusätzlich in den Cookies
          „language“ und „theme“ (ein Jahr gültig, nur für diese Website). Unser Server liest sie, um Ihnen Seiten gleich in
          Ihrer Sprache und Ihrem Design zu senden; sie dienen keinem anderen Zweck und werden nicht gespeichert.
        </p>
      </section>
      <section>
        <h2>7. Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch
          sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.
        </p>
      </section>
    </LegalPage>
  );
}
