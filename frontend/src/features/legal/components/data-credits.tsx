/** Where the catalogue data comes from and under which licence (shown on the imprint). */
export function DataCredits() {
  return (
    <section aria-labelledby="credits">
      <h2 id="credits">Datenquellen und Lizenzen</h2>
      <p>Die Katalogdaten dieser Website stammen aus folgenden Quellen:</p>
      <ul>
        <li><strong>goodbooks-10k</strong> von Zygmunt Zając: Datensatz mit Büchern und Bewertungen.</li>
        <li><strong>Goodreads</strong>: Buchinformationen und Bewertungen, über den goodbooks-10k-Datensatz.</li>
        <li><strong>Wikipedia</strong>: Beschreibungen und Biografien.</li>
        <li><strong>Wikidata</strong>: strukturierte Angaben zu Autorinnen und Autoren, Reihen und Preisen.</li>
      </ul>
      <p>
        Texte aus Wikipedia und daraus abgeleitete Inhalte stehen unter der Lizenz{' '}
        <a href="https://creativecommons.org/licenses/by-sa/4.0/deed.de" rel="noopener noreferrer">Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 4.0 (CC BY-SA 4.0)</a>.
        Änderungen an den Originaltexten (Kürzungen, Übersetzungen) sind als solche zu verstehen; bearbeitete Fassungen werden unter derselben Lizenz weitergegeben.
      </p>
    </section>
  );
}
