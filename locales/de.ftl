### Dominion-Regelengine: deutsche (de) Texte.
###
### Conventions (English, for localizers of further languages; see also en.ftl):
###
### - Every card has one message with the id `card-<id>`. <id> is the engine's snake_case
###   card id. A card whose rules differ between editions has one id per edition, with the
###   suffix _1e or _2e (e.g. card-trader_1e, card-trader_2e). Both show the same name.
### - The message value is the card's official printed name in this language.
### - Attribute `.text`: the card's complete rules text for the edition named by the id,
###   in our own words (never copied from a rulebook), on a single line. Sentences are
###   separated by ". ". Coins are written "$" followed by the amount ("+$2", "$0"), here
###   and in every log line and prompt. Victory points are written "SP" (Siegpunkte).
### - Attributes `.option-1`, `.option-2`, ... (for cards with a "choose one" or an "in
###   either order"): the options as the terminal offers them. `dominion check` asks for
###   exactly as many as the card has.
### - The other attributes of a card are the grammatical forms this language's phrases
###   use (see "Phrasen" before the log lines): every variable a phrase uses besides
###   $count and $name must be an attribute of every card entry, and `dominion check`
###   reports a card without it. German needs:
###     .gender      grammatical gender of the name (singular): masculine, feminine or
###                  neuter (der Fluch, die Provinz, das Gold), or plural for a name that
###                  exists only in the plural (die Stallungen). `dominion check` accepts
###                  exactly the values the phrases select on.
###     .accusative  the name after ein/einen/eine in the accusative: "Markgrafen" (einen
###                  Markgrafen), "Fahrenden Händler", "Großen Markt", "Fruchtbares Land";
###                  otherwise the name itself.
###     .definite    the name after der/die/das in the nominative: "Fahrende Händler" (der
###                  Fahrende Händler), "Große Markt", "Fruchtbare Land"; otherwise the name.
###     .plural      the plural without article, nominative and accusative (Provinzen,
###                  Herzogtümer, Große Märkte; unchanged where there is none: Gold, Kupfer).
###   A language with other cases adds its own phrases and attributes (e.g. a dative
###   phrase using $dative): no program change is needed.
### - Mats (`mat-<card id>`) have `.gender`: log lines select the article with
###   $mat_gender. Other ids: `token-<card id>` and `vp-token` (tokens), `type-<type>` (card
###   types), `set-<set>` (expansions and editions).
### - Every other message (log lines, prompts) has the same id as in en.ftl and uses only
###   the variables the English one uses; log lines may also use the phrase variables
###   ($card_acc, ...). Never put braces in text: { } start Fluent placeables; a plain "$"
###   in text is literal.
### - Terms used (as in the German rulebooks): nehmen = gain, entsorgen = trash,
###   ablegen = discard, aufdecken = reveal, zur Seite legen = set aside, Nachziehstapel =
###   deck, Ablagestapel = discard pile, Vorrat = Supply, im Spiel = in play,
###   Geldkarte = Treasure, Punktekarte = Victory card, Mitspieler = other player.
### - `dominion check --locales locales` lists every problem of every language at once.

## Basiskarten

card-copper = Kupfer
    .text = Wert $1.
    .gender = neuter
    .accusative = Kupfer
    .definite = Kupfer
    .plural = Kupfer
card-silver = Silber
    .text = Wert $2.
    .gender = neuter
    .accusative = Silber
    .definite = Silber
    .plural = Silber
# Same as English.
card-gold = Gold
    .text = Wert $3.
    .gender = neuter
    .accusative = Gold
    .definite = Gold
    .plural = Gold
card-platinum = Platin
    .text = Wert $5.
    .gender = neuter
    .accusative = Platin
    .definite = Platin
    .plural = Platin
card-estate = Anwesen
    .text = Wert 1 SP.
    .gender = neuter
    .accusative = Anwesen
    .definite = Anwesen
    .plural = Anwesen
card-duchy = Herzogtum
    .text = Wert 3 SP.
    .gender = neuter
    .accusative = Herzogtum
    .definite = Herzogtum
    .plural = Herzogtümer
card-province = Provinz
    .text = Wert 6 SP.
    .gender = feminine
    .accusative = Provinz
    .definite = Provinz
    .plural = Provinzen
card-colony = Kolonie
    .text = Wert 10 SP.
    .gender = feminine
    .accusative = Kolonie
    .definite = Kolonie
    .plural = Kolonien
card-curse = Fluch
    .text = Wert -1 SP.
    .gender = masculine
    .accusative = Fluch
    .definite = Fluch
    .plural = Flüche

## Karten aus dem Basisspiel, auf die sich die Regelhefte beziehen

card-throne_room = Thronsaal
    .text = Du darfst eine Aktionskarte aus deiner Hand wählen und sie zweimal ausspielen.
    .gender = masculine
    .accusative = Thronsaal
    .definite = Thronsaal
    .plural = Thronsäle
card-moat = Burggraben
    .text = +2 Karten. Spielt ein Mitspieler eine Angriffskarte aus, darfst du diese Karte aus deiner Hand aufdecken, bevor der Angriff ausgeführt wird; tust du das, betrifft dich dieser Angriff nicht.
    .gender = masculine
    .accusative = Burggraben
    .definite = Burggraben
    .plural = Burggräben

## Blütezeit (1. Edition)

card-kings_court = Königshof
    .text = Du darfst eine Aktionskarte aus deiner Hand wählen und sie dreimal ausspielen.
    .gender = masculine
    .accusative = Königshof
    .definite = Königshof
    .plural = Königshöfe
card-workers_village = Arbeiterdorf
    .text = +1 Karte, +2 Aktionen, +1 Kauf.
    .gender = neuter
    .accusative = Arbeiterdorf
    .definite = Arbeiterdorf
    .plural = Arbeiterdörfer
card-monument = Denkmal
    .text = +$2, +1 Siegpunktmarker.
    .gender = neuter
    .accusative = Denkmal
    .definite = Denkmal
    .plural = Denkmäler
# Same as English.
card-bank = Bank
    .text = Wenn du diese Karte ausspielst, ist sie $1 pro Geldkarte wert, die du im Spiel hast, diese mitgezählt.
    .gender = feminine
    .accusative = Bank
    .definite = Bank
    .plural = Banken
card-venture = Abenteuer
    .text = Wert $1. Wenn du diese Karte ausspielst, decke so lange Karten von deinem Nachziehstapel auf, bis du eine Geldkarte aufdeckst. Lege die übrigen aufgedeckten Karten ab und spiele dann diese Geldkarte aus.
    .gender = neuter
    .accusative = Abenteuer
    .definite = Abenteuer
    .plural = Abenteuer
card-hoard = Hort
    .text = Wert $2. Solange diese Karte im Spiel ist, nimmst du jedes Mal, wenn du eine Punktekarte kaufst, ein Gold.
    .gender = masculine
    .accusative = Hort
    .definite = Hort
    .plural = Horte
card-quarry = Steinbruch
    .text = Wert $1. Solange diese Karte im Spiel ist, kosten Aktionskarten $2 weniger, aber nie weniger als $0.
    .gender = masculine
    .accusative = Steinbruch
    .definite = Steinbruch
    .plural = Steinbrüche
card-peddler = Hausierer
    .text = +1 Karte, +1 Aktion, +$1. Während deiner Kaufphase kostet diese Karte $2 weniger pro Aktionskarte, die du im Spiel hast, aber nie weniger als $0.
    .gender = masculine
    .accusative = Hausierer
    .definite = Hausierer
    .plural = Hausierer
card-grand_market = Großer Markt
    .text = +1 Karte, +1 Aktion, +1 Kauf, +$2. Du kannst diese Karte nicht kaufen, solange du ein Kupfer im Spiel hast.
    .gender = masculine
    .accusative = Großen Markt
    .definite = Große Markt
    .plural = Große Märkte
card-contraband = Schmuggelware
    .text = Wert $3. +1 Kauf. Wenn du diese Karte ausspielst, nennt dein linker Mitspieler eine Karte; diese Karte darfst du in diesem Zug nicht kaufen.
    .gender = feminine
    .accusative = Schmuggelware
    .definite = Schmuggelware
    .plural = Schmuggelwaren
card-watchtower = Wachturm
    .text = Ziehe so lange Karten, bis du 6 Karten auf der Hand hast. Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte entweder zu entsorgen oder auf deinen Nachziehstapel zu legen.
    .gender = masculine
    .accusative = Wachturm
    .definite = Wachturm
    .plural = Wachtürme
    .option-1 = Die genommene Karte entsorgen
    .option-2 = Die genommene Karte auf den Nachziehstapel legen
card-trade_route = Handelsroute
    .text = +1 Kauf, +$1 pro Geldmarker auf dem Handelsroute-Tableau. Entsorge eine Karte aus deiner Hand. Vorbereitung: Lege auf jeden Punktekarten-Stapel im Vorrat einen Geldmarker; wird von einem solchen Stapel eine Karte genommen, kommt dessen Marker auf das Handelsroute-Tableau.
    .gender = feminine
    .accusative = Handelsroute
    .definite = Handelsroute
    .plural = Handelsrouten
card-goons = Halsabschneider
    .text = +1 Kauf, +$2. Jeder Mitspieler legt so lange Karten ab, bis er nur noch 3 Karten auf der Hand hat. Solange diese Karte im Spiel ist, erhältst du jedes Mal, wenn du eine Karte kaufst, einen Siegpunktmarker.
    .gender = masculine
    .accusative = Halsabschneider
    .definite = Halsabschneider
    .plural = Halsabschneider
card-bishop = Bischof
    .text = +$1, +1 Siegpunktmarker. Entsorge eine Karte aus deiner Hand und erhalte Siegpunktmarker in Höhe ihrer halben Kosten, abgerundet. Jeder Mitspieler darf eine Karte aus seiner Hand entsorgen.
    .gender = masculine
    .accusative = Bischof
    .definite = Bischof
    .plural = Bischöfe
card-city = Stadt
    .text = +1 Karte, +2 Aktionen. Ist mindestens ein Vorratsstapel leer, +1 Karte. Sind es zwei oder mehr, zusätzlich +$1 und +1 Kauf.
    .gender = feminine
    .accusative = Stadt
    .definite = Stadt
    .plural = Städte
card-counting_house = Leihhaus
    .text = Sieh dir deinen Ablagestapel an, decke beliebig viele Kupfer daraus auf und nimm sie auf die Hand.
    .gender = neuter
    .accusative = Leihhaus
    .definite = Leihhaus
    .plural = Leihhäuser
card-expand = Ausbau
    .text = Entsorge eine Karte aus deiner Hand. Nimm eine Karte, die bis zu $3 mehr kostet als die entsorgte Karte.
    .gender = masculine
    .accusative = Ausbau
    .definite = Ausbau
    .plural = Ausbauten
card-forge = Kunstschmiede
    .text = Entsorge beliebig viele Karten aus deiner Hand. Nimm eine Karte, die genauso viel kostet wie die entsorgten Karten zusammen.
    .gender = feminine
    .accusative = Kunstschmiede
    .definite = Kunstschmiede
    .plural = Kunstschmieden
card-loan = Lohn
    .text = Wert $1. Decke so lange Karten von deinem Nachziehstapel auf, bis du eine Geldkarte aufdeckst. Lege diese Geldkarte ab oder entsorge sie. Lege die übrigen aufgedeckten Karten ab.
    .gender = masculine
    .accusative = Lohn
    .definite = Lohn
    .plural = Löhne
    .option-1 = Die aufgedeckte Geldkarte ablegen
    .option-2 = Die aufgedeckte Geldkarte entsorgen
card-mint = Münzer
    .text = Du darfst eine Geldkarte aus deiner Hand aufdecken, um eine Karte gleichen Namens zu nehmen. Wenn du diese Karte kaufst, entsorge alle Geldkarten, die du im Spiel hast.
    .gender = masculine
    .accusative = Münzer
    .definite = Münzer
    .plural = Münzer
card-mountebank = Quacksalber
    .text = +$2. Jeder Mitspieler darf einen Fluch aus seiner Hand ablegen. Wer das nicht tut, nimmt einen Fluch und ein Kupfer.
    .gender = masculine
    .accusative = Quacksalber
    .definite = Quacksalber
    .plural = Quacksalber
card-rabble = Gesindel
    .text = +3 Karten. Jeder Mitspieler deckt die obersten 3 Karten seines Nachziehstapels auf, legt die aufgedeckten Aktions- und Geldkarten ab und legt die übrigen in beliebiger Reihenfolge auf seinen Nachziehstapel zurück.
    .gender = collective
    .accusative = Gesindel
    .definite = Gesindel
    .plural = Gesindel
card-royal_seal = Königliches Siegel
    .text = Wert $2. Solange diese Karte im Spiel ist, darfst du jede Karte, die du nimmst, auf deinen Nachziehstapel legen.
    .gender = neuter
    .accusative = Königliches Siegel
    .definite = Königliche Siegel
    .plural = Königliche Siegel
# Same as English.
card-talisman = Talisman
    .text = Wert $1. Solange diese Karte im Spiel ist, nimmst du jedes Mal, wenn du eine Nicht-Punktekarte kaufst, die $4 oder weniger kostet, eine weitere Karte dieses Namens.
    .gender = masculine
    .accusative = Talisman
    .definite = Talisman
    .plural = Talismane
card-vault = Gewölbe
    .text = +2 Karten. Lege beliebig viele Karten aus deiner Hand ab, für jede +$1. Jeder Mitspieler darf 2 Karten aus seiner Hand ablegen; wer das tut, zieht eine Karte.
    .gender = neuter
    .accusative = Gewölbe
    .definite = Gewölbe
    .plural = Gewölbe

## Seaside (2. Edition)

card-haven = Hafen
    .text = +1 Karte, +1 Aktion. Lege eine Karte aus deiner Hand verdeckt zur Seite. Zu Beginn deines nächsten Zuges kommt diese Karte auf deine Hand.
    .gender = masculine
    .accusative = Hafen
    .definite = Hafen
    .plural = Häfen
card-fishing_village = Fischerdorf
    .text = +2 Aktionen, +$1. Zu Beginn deines nächsten Zuges: +1 Aktion, +$1.
    .gender = neuter
    .accusative = Fischerdorf
    .definite = Fischerdorf
    .plural = Fischerdörfer
card-wharf = Werft
    .text = +2 Karten, +1 Kauf. Zu Beginn deines nächsten Zuges nochmals +2 Karten, +1 Kauf.
    .gender = feminine
    .accusative = Werft
    .definite = Werft
    .plural = Werften
card-lighthouse = Leuchtturm
    .text = +1 Aktion, +$1. Zu Beginn deines nächsten Zuges: +$1. Bis dahin bist du von Angriffskarten deiner Mitspieler nicht betroffen.
    .gender = masculine
    .accusative = Leuchtturm
    .definite = Leuchtturm
    .plural = Leuchttürme
card-sea_witch = Meerhexe
    .text = +2 Karten. Jeder Mitspieler nimmt einen Fluch. Zu Beginn deines nächsten Zuges: +2 Karten, dann lege 2 Karten ab.
    .gender = feminine
    .accusative = Meerhexe
    .definite = Meerhexe
    .plural = Meerhexen
card-island = Insel
    .text = Lege diese Karte und eine Karte aus deiner Hand auf dein Insel-Tableau. Wert 2 SP.
    .gender = feminine
    .accusative = Insel
    .definite = Insel
    .plural = Inseln
card-native_village = Eingeborenendorf
    .text = +2 Aktionen. Wähle eins: Lege die oberste Karte deines Nachziehstapels verdeckt auf dein Eingeborenendorf-Tableau (die Karten dort darfst du jederzeit ansehen); oder nimm alle Karten von diesem Tableau auf deine Hand.
    .gender = neuter
    .accusative = Eingeborenendorf
    .definite = Eingeborenendorf
    .plural = Eingeborenendörfer
    .option-1 = Die oberste Karte des Nachziehstapels auf das Eingeborenendorf-Tableau legen
    .option-2 = Alle Karten vom Eingeborenendorf-Tableau auf die Hand nehmen
card-outpost = Außenposten
    .text = Ist dies der erste Außenposten, den du in diesem Zug ausgespielt hast, und war der vorherige Zug nicht dein eigener, dann führst du nach diesem Zug einen Extrazug aus und ziehst für deine nächste Hand nur 3 Karten.
    .gender = masculine
    .accusative = Außenposten
    .definite = Außenposten
    .plural = Außenposten
card-treasury = Schatzkammer
    .text = +1 Karte, +1 Aktion, +$1. Hast du in der Kaufphase dieses Zuges keine Punktekarte genommen, darfst du diese Karte am Ende dieser Kaufphase auf deinen Nachziehstapel legen.
    .gender = feminine
    .accusative = Schatzkammer
    .definite = Schatzkammer
    .plural = Schatzkammern
card-smugglers = Schmuggler
    .text = Nimm ein Exemplar einer Karte, die bis zu $6 kostet und die dein rechter Mitspieler in seinem letzten Zug genommen hat.
    .gender = masculine
    .accusative = Schmuggler
    .definite = Schmuggler
    .plural = Schmuggler
card-tactician = Taktiker
    .text = Hast du mindestens eine Karte auf der Hand: Lege alle deine Handkarten ab, und zu Beginn deines nächsten Zuges erhältst du +5 Karten, +1 Aktion und +1 Kauf.
    .gender = masculine
    .accusative = Taktiker
    .definite = Taktiker
    .plural = Taktiker
card-astrolabe = Astrolabium
    .text = Jetzt und zu Beginn deines nächsten Zuges: +$1 und +1 Kauf.
    .gender = neuter
    .accusative = Astrolabium
    .definite = Astrolabium
    .plural = Astrolabien
card-lookout = Ausguck
    .text = +1 Aktion. Sieh dir die obersten 3 Karten deines Nachziehstapels an. Entsorge eine davon, lege eine davon ab und lege die letzte zurück auf den Nachziehstapel.
    .gender = masculine
    .accusative = Ausguck
    .definite = Ausguck
    .plural = Ausgucke
card-monkey = Affe
    .text = Bis zu deinem nächsten Zug: Jedes Mal, wenn dein rechter Mitspieler eine Karte nimmt, +1 Karte. Zu Beginn deines nächsten Zuges: +1 Karte.
    .gender = masculine
    .accusative = Affen
    .definite = Affe
    .plural = Affen
card-sea_chart = Seekarte
    .text = +1 Karte, +1 Aktion. Decke die oberste Karte deines Nachziehstapels auf. Hast du eine Karte mit demselben Namen im Spiel, nimm die aufgedeckte Karte auf die Hand.
    .gender = feminine
    .accusative = Seekarte
    .definite = Seekarte
    .plural = Seekarten
card-warehouse = Lagerhaus
    .text = +3 Karten, +1 Aktion. Lege 3 Karten aus deiner Hand ab.
    .gender = neuter
    .accusative = Lagerhaus
    .definite = Lagerhaus
    .plural = Lagerhäuser
# Same as English.
card-blockade = Blockade
    .text = Nimm eine Karte, die bis zu $4 kostet, und lege sie zur Seite. Zu Beginn deines nächsten Zuges nimmst du sie auf die Hand. Solange sie zur Seite liegt, nimmt jeder Mitspieler, der in seinem eigenen Zug ein Exemplar davon nimmt, zusätzlich einen Fluch.
    .gender = feminine
    .accusative = Blockade
    .definite = Blockade
    .plural = Blockaden
card-corsair = Korsarenschiff
    .text = +$2. Zu Beginn deines nächsten Zuges: +1 Karte. Bis dahin entsorgt jeder Mitspieler in jedem seiner Züge das erste Silber oder Gold, das er ausspielt.
    .gender = neuter
    .accusative = Korsarenschiff
    .definite = Korsarenschiff
    .plural = Korsarenschiffe
card-caravan = Karawane
    .text = +1 Karte, +1 Aktion. Zu Beginn deines nächsten Zuges: +1 Karte.
    .gender = feminine
    .accusative = Karawane
    .definite = Karawane
    .plural = Karawanen
card-cutpurse = Beutelschneider
    .text = +$2. Jeder Mitspieler legt ein Kupfer aus seiner Hand ab; wer keines hat, deckt stattdessen seine Handkarten auf.
    .gender = masculine
    .accusative = Beutelschneider
    .definite = Beutelschneider
    .plural = Beutelschneider
card-sailor = Seefahrerin
    .text = +1 Aktion. Ein einziges Mal in diesem Zug: Nimmst du eine Dauerkarte, darfst du sie ausspielen. Zu Beginn deines nächsten Zuges: +$2, und du darfst eine Karte aus deiner Hand entsorgen.
    .gender = feminine
    .accusative = Seefahrerin
    .definite = Seefahrerin
    .plural = Seefahrerinnen
card-salvager = Müllverwerter
    .text = +1 Kauf. Entsorge eine Karte aus deiner Hand, dann +$1 für jedes $1 ihrer Kosten.
    .gender = masculine
    .accusative = Müllverwerter
    .definite = Müllverwerter
    .plural = Müllverwerter
card-tide_pools = Gezeitenbecken
    .text = +3 Karten, +1 Aktion. Zu Beginn deines nächsten Zuges: Lege 2 Karten aus deiner Hand ab.
    .gender = neuter
    .accusative = Gezeitenbecken
    .definite = Gezeitenbecken
    .plural = Gezeitenbecken
card-treasure_map = Schatzkarte
    .text = Entsorge diese Karte und eine weitere Schatzkarte aus deiner Hand. Hast du so zwei Schatzkarten entsorgt, nimm 4 Gold und lege sie auf deinen Nachziehstapel.
    .gender = feminine
    .accusative = Schatzkarte
    .definite = Schatzkarte
    .plural = Schatzkarten
card-bazaar = Bazar
    .text = +1 Karte, +2 Aktionen, +$1.
    .gender = masculine
    .accusative = Bazar
    .definite = Bazar
    .plural = Bazare
card-merchant_ship = Handelsschiff
    .text = Jetzt und zu Beginn deines nächsten Zuges: +$2.
    .gender = neuter
    .accusative = Handelsschiff
    .definite = Handelsschiff
    .plural = Handelsschiffe
card-pirate = Piratin
    .text = Zu Beginn deines nächsten Zuges nimmst du eine Geldkarte, die bis zu $6 kostet, auf die Hand. Immer wenn ein Spieler eine Geldkarte nimmt, darfst du diese Karte aus deiner Hand ausspielen.
    .gender = feminine
    .accusative = Piratin
    .definite = Piratin
    .plural = Piratinnen

## Hinterland (beide Editionen)

card-border_village = Grenzdorf
    .text = +1 Karte, +2 Aktionen. Wenn du diese Karte nimmst, nimm eine Karte, die weniger kostet als diese.
    .gender = neuter
    .accusative = Grenzdorf
    .definite = Grenzdorf
    .plural = Grenzdörfer
card-develop = Aufbau
    .text = Entsorge eine Karte aus deiner Hand. Nimm in beliebiger Reihenfolge zwei Karten auf deinen Nachziehstapel: eine, die genau $1 mehr, und eine, die genau $1 weniger kostet als die entsorgte Karte.
    .option-1 = Zuerst die Karte nehmen, die $1 mehr kostet, dann die, die $1 weniger kostet
    .option-2 = Zuerst die Karte nehmen, die $1 weniger kostet, dann die, die $1 mehr kostet
    .gender = masculine
    .accusative = Aufbau
    .definite = Aufbau
    .plural = Aufbauten
card-oasis = Oase
    .text = +1 Karte, +1 Aktion, +$1. Lege eine Karte aus deiner Hand ab.
    .gender = feminine
    .accusative = Oase
    .definite = Oase
    .plural = Oasen
card-crossroads = Wegkreuzung
    .text = Decke deine Handkarten auf. +1 Karte pro aufgedeckter Punktekarte. Hast du in diesem Zug zum ersten Mal eine Wegkreuzung ausgespielt, +3 Aktionen.
    .gender = feminine
    .accusative = Wegkreuzung
    .definite = Wegkreuzung
    .plural = Wegkreuzungen
card-fools_gold = Katzengold
    .text = Wert $1, wenn du in diesem Zug zum ersten Mal ein Katzengold ausspielst, sonst Wert $4. Nimmt ein Mitspieler eine Provinz, darfst du diese Karte aus deiner Hand entsorgen, um ein Gold auf deinen Nachziehstapel zu nehmen.
    .gender = neuter
    .accusative = Katzengold
    .definite = Katzengold
    .plural = Katzengold
# Same as English.
card-tunnel = Tunnel
    .text = Wert 2 SP. Wenn du diese Karte außerhalb der Aufräumphase ablegst, darfst du sie aufdecken, um ein Gold zu nehmen.
    .gender = masculine
    .accusative = Tunnel
    .definite = Tunnel
    .plural = Tunnel
card-margrave = Markgraf
    .text = +3 Karten, +1 Kauf. Jeder Mitspieler zieht eine Karte und legt dann so lange Karten ab, bis er nur noch 3 Karten auf der Hand hat.
    .gender = masculine
    .accusative = Markgrafen
    .definite = Markgraf
    .plural = Markgrafen
card-scheme = Komplott
    .text = +1 Karte, +1 Aktion. Einmal in diesem Zug darfst du eine Aktionskarte, wenn du sie aus dem Spiel ablegst, stattdessen auf deinen Nachziehstapel legen.
    .gender = neuter
    .accusative = Komplott
    .definite = Komplott
    .plural = Komplotte
card-jack_of_all_trades = Lebenskünstler
    .text = Nimm ein Silber. Sieh dir die oberste Karte deines Nachziehstapels an und lege sie ab oder zurück. Ziehe so lange Karten, bis du 5 Karten auf der Hand hast. Du darfst eine Karte aus deiner Hand entsorgen, die keine Geldkarte ist.
    .option-1 = Die oberste Karte ablegen
    .option-2 = Die oberste Karte zurücklegen
    .gender = masculine
    .accusative = Lebenskünstler
    .definite = Lebenskünstler
    .plural = Lebenskünstler
card-spice_merchant = Gewürzhändler
    .text = Du darfst eine Geldkarte aus deiner Hand entsorgen. Wenn du das tust, wähle: +2 Karten und +1 Aktion oder +1 Kauf und +$2.
    .option-1 = +2 Karten und +1 Aktion
    .option-2 = +1 Kauf und +$2
    .gender = masculine
    .accusative = Gewürzhändler
    .definite = Gewürzhändler
    .plural = Gewürzhändler
card-cartographer = Kartograph
    .text = +1 Karte, +1 Aktion. Sieh dir die obersten 4 Karten deines Nachziehstapels an. Lege davon so viele ab, wie du willst, und die übrigen in einer Reihenfolge deiner Wahl zurück.
    .gender = masculine
    .accusative = Kartographen
    .definite = Kartograph
    .plural = Kartographen
card-inn = Gasthaus
    .text = +2 Karten, +2 Aktionen, lege 2 Karten aus deiner Hand ab. Wenn du diese Karte nimmst, sieh dir deinen Ablagestapel an, decke beliebig viele Aktionskarten daraus auf (auch diese Karte) und mische sie in deinen Nachziehstapel.
    .gender = neuter
    .accusative = Gasthaus
    .definite = Gasthaus
    .plural = Gasthäuser
card-stables = Stallungen
    .text = Du darfst eine Geldkarte aus deiner Hand ablegen. Wenn du das tust: +3 Karten, +1 Aktion.
    .gender = plural
    .accusative = Stallungen
    .definite = Stallungen
    .plural = Stallungen


## Hinterland (nur 1. Edition)

card-silk_road = Seidenstraße
    .text = Wert 1 SP pro 4 Punktekarten in deinem gesamten Kartensatz (abgerundet), diese mitgezählt.
    .gender = feminine
    .accusative = Seidenstraße
    .definite = Seidenstraße
    .plural = Seidenstraßen
card-nomad_camp = Nomadencamp
    .text = +1 Kauf, +$2. Wenn du diese Karte nimmst, lege sie auf deinen Nachziehstapel statt auf deinen Ablagestapel.
    .gender = neuter
    .accusative = Nomadencamp
    .definite = Nomadencamp
    .plural = Nomadencamps
card-duchess = Herzogin
    .text = +$2. Jeder Spieler, auch du, schaut sich die oberste Karte seines Nachziehstapels an und darf sie ablegen. In Spielen mit dieser Karte: Wenn du ein Herzogtum nimmst, darfst du eine Herzogin nehmen.
    .gender = feminine
    .accusative = Herzogin
    .definite = Herzogin
    .plural = Herzoginnen
card-noble_brigand = Edler Räuber
    .text = +$1. Wenn du diese Karte kaufst oder ausspielst, deckt jeder Mitspieler die obersten 2 Karten seines Nachziehstapels auf; davon entsorgt er ein Silber oder Gold deiner Wahl und legt die übrigen ab, und war keine der beiden eine Geldkarte, nimmt er sich ein Kupfer. Du nimmst dir die entsorgten Silber und Gold.
    .gender = masculine
    .accusative = Edlen Räuber
    .definite = Edle Räuber
    .plural = Edle Räuber
card-oracle = Orakel
    .text = Jeder Spieler, auch du, deckt die obersten 2 Karten seines Nachziehstapels auf; du bestimmst für jeden, ob er sie ablegt oder in einer Reihenfolge seiner Wahl zurücklegt. Danach +2 Karten.
    .option-1 = Der Spieler legt die aufgedeckten Karten ab
    .option-2 = Der Spieler legt sie in einer Reihenfolge seiner Wahl zurück
    .gender = neuter
    .accusative = Orakel
    .definite = Orakel
    .plural = Orakel
card-ill_gotten_gains = Blutzoll
    .text = Wert $1. Wenn du diese Karte ausspielst, darfst du ein Kupfer auf die Hand nehmen. Wenn du diese Karte nimmst, nimmt jeder Mitspieler einen Fluch.
    .gender = masculine
    .accusative = Blutzoll
    .definite = Blutzoll
    .plural = Blutzölle
card-cache = Schatztruhe
    .text = Wert $3. Wenn du diese Karte nimmst, nimm zusätzlich 2 Kupfer.
    .gender = feminine
    .accusative = Schatztruhe
    .definite = Schatztruhe
    .plural = Schatztruhen
card-embassy = Botschaft
    .text = +5 Karten, dann lege 3 Karten aus deiner Hand ab. Wenn du diese Karte nimmst, nimmt jeder Mitspieler ein Silber.
    .gender = feminine
    .accusative = Botschaft
    .definite = Botschaft
    .plural = Botschaften
# Same as English.
card-mandarin = Mandarin
    .text = +$3. Lege eine Karte aus deiner Hand auf deinen Nachziehstapel. Wenn du diese Karte nimmst, lege alle deine Geldkarten im Spiel in einer Reihenfolge deiner Wahl auf deinen Nachziehstapel.
    .gender = masculine
    .accusative = Mandarin
    .definite = Mandarin
    .plural = Mandarine


## Hinterland (nur 2. Edition)

card-guard_dog = Wachhund
    .text = +2 Karten. Hast du danach 5 oder weniger Karten auf der Hand, +2 Karten. Spielt ein Mitspieler eine Angriffskarte aus, darfst du zuerst diese Karte aus deiner Hand ausspielen.
    .gender = masculine
    .accusative = Wachhund
    .definite = Wachhund
    .plural = Wachhunde
card-nomads = Nomaden
    .text = +1 Kauf, +$2. Wenn du diese Karte nimmst oder entsorgst: +$2.
    .gender = masculine
    .accusative = Nomaden
    .definite = Nomaden
    .plural = Nomaden
card-trail = Pfad
    .text = +1 Karte, +1 Aktion. Wenn du diese Karte nimmst oder entsorgst oder außerhalb der Aufräumphase ablegst, darfst du sie ausspielen.
    .gender = masculine
    .accusative = Pfad
    .definite = Pfad
    .plural = Pfade
card-weaver = Weberin
    .text = Wähle: Nimm 2 Silber oder nimm eine Karte, die bis zu $4 kostet. Wenn du diese Karte außerhalb der Aufräumphase ablegst, darfst du sie ausspielen.
    .option-1 = 2 Silber nehmen
    .option-2 = Eine Karte nehmen, die bis zu $4 kostet
    .gender = feminine
    .accusative = Weberin
    .definite = Weberin
    .plural = Weberinnen
# Same as English.
card-berserker = Berserker
    .text = Nimm eine Karte, die weniger kostet als diese. Jeder Mitspieler legt Karten ab, bis er nur noch 3 Karten auf der Hand hat. Wenn du diese Karte nimmst und eine Aktionskarte im Spiel hast, spiele diese Karte aus.
    .gender = masculine
    .accusative = Berserker
    .definite = Berserker
    .plural = Berserker
card-cauldron = Hexenkessel
    .text = Wert $2. +1 Kauf. Wenn du in diesem Zug zum dritten Mal eine Aktionskarte nimmst, nimmt jeder Mitspieler einen Fluch.
    .gender = masculine
    .accusative = Hexenkessel
    .definite = Hexenkessel
    .plural = Hexenkessel
# Same as English.
card-souk = Souk
    .text = +1 Kauf, +$7, dann -$1 pro Karte auf deiner Hand (aber nie unter $0). Wenn du diese Karte nimmst, entsorge bis zu 2 Karten aus deiner Hand.
    .gender = masculine
    .accusative = Souk
    .definite = Souk
    .plural = Souks
card-wheelwright = Radmacherin
    .text = +1 Karte, +1 Aktion. Du darfst eine Karte aus deiner Hand ablegen. Wenn du das tust, nimm eine Aktionskarte, die höchstens so viel kostet wie die abgelegte Karte.
    .gender = feminine
    .accusative = Radmacherin
    .definite = Radmacherin
    .plural = Radmacherinnen
card-witchs_hut = Hexenhütte
    .text = +4 Karten. Lege 2 Karten aus deiner Hand offen ab. Sind beide Aktionskarten, nimmt jeder Mitspieler einen Fluch.
    .gender = feminine
    .accusative = Hexenhütte
    .definite = Hexenhütte
    .plural = Hexenhütten


## Hinterland (Karten mit unterschiedlichen Regeln je Edition)

card-highway_1e = Fernstraße
    .text = +1 Karte, +1 Aktion. Solange diese Karte im Spiel ist, kosten alle Karten $1 weniger, aber nie weniger als $0.
    .gender = feminine
    .accusative = Fernstraße
    .definite = Fernstraße
    .plural = Fernstraßen
card-highway_2e = Fernstraße
    .text = +1 Karte, +1 Aktion. Für den Rest dieses Zuges kosten alle Karten $1 weniger, aber nie weniger als $0.
    .gender = feminine
    .accusative = Fernstraße
    .definite = Fernstraße
    .plural = Fernstraßen
card-haggler_1e = Feilscher
    .text = +$2. Solange diese Karte im Spiel ist, nimmst du jedes Mal, wenn du eine Karte kaufst, eine billigere Karte, die keine Punktekarte ist.
    .gender = masculine
    .accusative = Feilscher
    .definite = Feilscher
    .plural = Feilscher
card-haggler_2e = Feilscher
    .text = +$2. Für den Rest dieses Zuges nimmst du jedes Mal, wenn du eine gekaufte Karte nimmst, eine billigere Karte, die keine Punktekarte ist.
    .gender = masculine
    .accusative = Feilscher
    .definite = Feilscher
    .plural = Feilscher
card-trader_1e = Fahrender Händler
    .text = Entsorge eine Karte aus deiner Hand. Nimm ein Silber pro $1, das sie kostet. Wenn du eine Karte nehmen würdest, darfst du diese Karte aus deiner Hand aufdecken, um stattdessen ein Silber zu nehmen.
    .gender = masculine
    .accusative = Fahrenden Händler
    .definite = Fahrende Händler
    .plural = Fahrende Händler
card-trader_2e = Fahrender Händler
    .text = Entsorge eine Karte aus deiner Hand. Nimm ein Silber pro $1, das sie kostet. Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte gegen ein Silber einzutauschen.
    .gender = masculine
    .accusative = Fahrenden Händler
    .definite = Fahrende Händler
    .plural = Fahrende Händler
card-farmland_1e = Fruchtbares Land
    .text = Wert 2 SP. Wenn du diese Karte kaufst, entsorge eine Karte aus deiner Hand und nimm eine Karte, die genau $2 mehr kostet als die entsorgte Karte.
    .gender = neuter
    .accusative = Fruchtbares Land
    .definite = Fruchtbare Land
    .plural = Fruchtbare Länder
card-farmland_2e = Fruchtbares Land
    .text = Wert 2 SP. Wenn du diese Karte nimmst, entsorge eine Karte aus deiner Hand und nimm eine Karte außer Fruchtbarem Land, die genau $2 mehr kostet als die entsorgte Karte.
    .gender = neuter
    .accusative = Fruchtbares Land
    .definite = Fruchtbare Land
    .plural = Fruchtbare Länder

## Dominion (beide Editionen)

card-bureaucrat = Bürokrat
    .text = Nimm ein Silber auf deinen Nachziehstapel. Jeder Mitspieler deckt eine Punktekarte aus seiner Hand auf und legt sie auf seinen Nachziehstapel; wer keine hat, deckt stattdessen seine Hand auf.
    .gender = masculine
    .accusative = Bürokraten
    .definite = Bürokrat
    .plural = Bürokraten
card-cellar = Keller
    .text = +1 Aktion. Lege beliebig viele Karten aus deiner Hand ab und ziehe dann für jede abgelegte Karte eine Karte.
    .gender = masculine
    .accusative = Keller
    .definite = Keller
    .plural = Keller
card-chapel = Kapelle
    .text = Entsorge bis zu 4 Karten aus deiner Hand.
    .gender = feminine
    .accusative = Kapelle
    .definite = Kapelle
    .plural = Kapellen
card-council_room = Ratsversammlung
    .text = +4 Karten, +1 Kauf. Jeder Mitspieler zieht eine Karte.
    .gender = feminine
    .accusative = Ratsversammlung
    .definite = Ratsversammlung
    .plural = Ratsversammlungen
card-festival = Jahrmarkt
    .text = +2 Aktionen, +1 Kauf, +$2.
    .gender = masculine
    .accusative = Jahrmarkt
    .definite = Jahrmarkt
    .plural = Jahrmärkte
card-gardens = Gärten
    .text = Wert 1 SP für je 10 Karten, die du am Spielende besitzt (abgerundet).
    .gender = plural
    .accusative = Gärten
    .definite = Gärten
    .plural = Gärten
card-laboratory = Laboratorium
    .text = +2 Karten, +1 Aktion.
    .gender = neuter
    .accusative = Laboratorium
    .definite = Laboratorium
    .plural = Laboratorien
card-market = Markt
    .text = +1 Karte, +1 Aktion, +1 Kauf, +$1.
    .gender = masculine
    .accusative = Markt
    .definite = Markt
    .plural = Märkte
card-militia = Miliz
    .text = +$2. Jeder Mitspieler legt so lange Karten ab, bis er nur noch 3 Karten auf der Hand hat.
    .gender = feminine
    .accusative = Miliz
    .definite = Miliz
    .plural = Milizen
card-remodel = Umbau
    .text = Entsorge eine Karte aus deiner Hand. Nimm eine Karte, die höchstens $2 mehr kostet als die entsorgte Karte.
    .gender = masculine
    .accusative = Umbau
    .definite = Umbau
    .plural = Umbauten
card-smithy = Schmiede
    .text = +3 Karten.
    .gender = feminine
    .accusative = Schmiede
    .definite = Schmiede
    .plural = Schmieden
card-village = Dorf
    .text = +1 Karte, +2 Aktionen.
    .gender = neuter
    .accusative = Dorf
    .definite = Dorf
    .plural = Dörfer
card-witch = Hexe
    .text = +2 Karten. Jeder Mitspieler nimmt einen Fluch.
    .gender = feminine
    .accusative = Hexe
    .definite = Hexe
    .plural = Hexen
card-workshop = Werkstatt
    .text = Nimm eine Karte, die höchstens $4 kostet.
    .gender = feminine
    .accusative = Werkstatt
    .definite = Werkstatt
    .plural = Werkstätten

## Dominion (nur 2. Edition)

card-artisan = Töpferei
    .text = Nimm eine Karte, die höchstens $5 kostet, auf die Hand. Lege dann eine Karte aus deiner Hand auf deinen Nachziehstapel.
    .gender = feminine
    .accusative = Töpferei
    .definite = Töpferei
    .plural = Töpfereien
card-bandit = Banditin
    .text = Nimm ein Gold. Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt davon eine Geldkarte, die kein Kupfer ist, und legt die übrigen aufgedeckten Karten ab.
    .gender = feminine
    .accusative = Banditin
    .definite = Banditin
    .plural = Banditinnen
card-harbinger = Vorbotin
    .text = +1 Karte, +1 Aktion. Du darfst dir deinen Ablagestapel ansehen und eine Karte daraus auf deinen Nachziehstapel legen.
    .gender = feminine
    .accusative = Vorbotin
    .definite = Vorbotin
    .plural = Vorbotinnen
card-poacher = Wilderer
    .text = +1 Karte, +1 Aktion, +$1. Lege pro leerem Vorratsstapel eine Karte aus deiner Hand ab.
    .gender = masculine
    .accusative = Wilderer
    .definite = Wilderer
    .plural = Wilderer
card-merchant = Händlerin
    .text = +1 Karte, +1 Aktion. Wenn du in diesem Zug zum ersten Mal ein Silber ausspielst: +$1.
    .gender = feminine
    .accusative = Händlerin
    .definite = Händlerin
    .plural = Händlerinnen
card-sentry = Torwächterin
    .text = +1 Karte, +1 Aktion. Sieh dir die obersten 2 Karten deines Nachziehstapels an. Entsorge beliebig viele davon, lege beliebig viele der übrigen ab und den Rest in einer Reihenfolge deiner Wahl zurück.
    .gender = feminine
    .accusative = Torwächterin
    .definite = Torwächterin
    .plural = Torwächterinnen
card-vassal = Vasall
    .text = +$2. Lege die oberste Karte deines Nachziehstapels ab. Ist sie eine Aktionskarte, darfst du sie ausspielen.
    .gender = masculine
    .accusative = Vasallen
    .definite = Vasall
    .plural = Vasallen

## Dominion (nur 1. Edition)

card-adventurer = Abenteurer
    .text = Decke so lange Karten von deinem Nachziehstapel auf, bis du 2 Geldkarten aufdeckst. Nimm diese Geldkarten auf die Hand und lege die übrigen aufgedeckten Karten ab.
    .gender = masculine
    .accusative = Abenteurer
    .definite = Abenteurer
    .plural = Abenteurer
card-feast = Festmahl
    .text = Entsorge diese Karte. Nimm eine Karte, die höchstens $5 kostet.
    .gender = neuter
    .accusative = Festmahl
    .definite = Festmahl
    .plural = Festmähler
card-spy = Spion
    .text = +1 Karte, +1 Aktion. Jeder Spieler, auch du, deckt die oberste Karte seines Nachziehstapels auf; du bestimmst für jeden, ob er sie ablegt oder zurücklegt.
    .option-1 = Der Spieler legt die aufgedeckte Karte ab
    .option-2 = Der Spieler legt sie zurück
    .gender = masculine
    .accusative = Spion
    .definite = Spion
    .plural = Spione
card-woodcutter = Holzfäller
    .text = +1 Kauf, +$2.
    .gender = masculine
    .accusative = Holzfäller
    .definite = Holzfäller
    .plural = Holzfäller

## Dominion (Karten mit unterschiedlichen Regeln je Edition)

# Same as English.
card-mine_1e = Mine
    .text = Entsorge eine Geldkarte aus deiner Hand. Wenn du das tust, nimm eine Geldkarte, die höchstens $3 mehr kostet als sie, auf die Hand.
    .gender = feminine
    .accusative = Mine
    .definite = Mine
    .plural = Minen
# Same as English.
card-mine_2e = Mine
    .text = Du darfst eine Geldkarte aus deiner Hand entsorgen. Wenn du das tust, nimm eine Geldkarte, die höchstens $3 mehr kostet als sie, auf die Hand.
    .gender = feminine
    .accusative = Mine
    .definite = Mine
    .plural = Minen
card-moneylender_1e = Geldverleiher
    .text = Entsorge ein Kupfer aus deiner Hand. Wenn du das tust: +$3.
    .gender = masculine
    .accusative = Geldverleiher
    .definite = Geldverleiher
    .plural = Geldverleiher
card-moneylender_2e = Geldverleiher
    .text = Du darfst ein Kupfer aus deiner Hand entsorgen. Wenn du das tust: +$3.
    .gender = masculine
    .accusative = Geldverleiher
    .definite = Geldverleiher
    .plural = Geldverleiher

## Die Intrige (beide Editionen)

# Same as English.
card-baron = Baron
    .text = +1 Kauf. Du darfst ein Anwesen ablegen, um +$4 zu erhalten; tust du das nicht, nimm ein Anwesen.
    .gender = masculine
    .accusative = Baron
    .definite = Baron
    .plural = Barone
card-bridge = Brücke
    .text = +1 Kauf, +$1. Für den Rest dieses Zuges kosten alle Karten $1 weniger, aber nie weniger als $0.
    .gender = feminine
    .accusative = Brücke
    .definite = Brücke
    .plural = Brücken
card-conspirator = Verschwörer
    .text = +$2. Hast du in diesem Zug 3 oder mehr Aktionskarten ausgespielt, diese mitgezählt: +1 Karte, +1 Aktion.
    .gender = masculine
    .accusative = Verschwörer
    .definite = Verschwörer
    .plural = Verschwörer
card-courtyard = Burghof
    .text = +3 Karten. Lege eine Karte aus deiner Hand auf deinen Nachziehstapel.
    .gender = masculine
    .accusative = Burghof
    .definite = Burghof
    .plural = Burghöfe
card-duke = Herzog
    .text = Wert 1 SP für jedes Herzogtum, das du am Spielende besitzt.
    .gender = masculine
    .accusative = Herzog
    .definite = Herzog
    .plural = Herzöge
card-farm = Harem
    .text = Wert $2. Wert 2 SP.
    .gender = masculine
    .accusative = Harem
    .definite = Harem
    .plural = Harems
card-ironworks = Eisenhütte
    .text = Nimm eine Karte, die höchstens $4 kostet. Ist sie eine Aktionskarte: +1 Aktion; eine Geldkarte: +$1; eine Punktekarte: +1 Karte (eine Karte mit mehreren Typen gibt jeden dieser Boni).
    .gender = feminine
    .accusative = Eisenhütte
    .definite = Eisenhütte
    .plural = Eisenhütten
card-mining_village = Bergwerk
    .text = +1 Karte, +2 Aktionen. Du darfst diese Karte entsorgen, um +$2 zu erhalten.
    .gender = neuter
    .accusative = Bergwerk
    .definite = Bergwerk
    .plural = Bergwerke
card-minion = Lakai
    .text = +1 Aktion. Wähle: +$2; oder lege deine Hand ab, +4 Karten, und jeder Mitspieler mit 5 oder mehr Karten auf der Hand legt seine Hand ab und zieht 4 Karten.
    .option-1 = +$2
    .option-2 = Hand ablegen und 4 Karten ziehen; Mitspieler mit 5 oder mehr Handkarten ebenso
    .gender = masculine
    .accusative = Lakaien
    .definite = Lakai
    .plural = Lakaien
card-nobles = Adelige
    .text = Wähle: +3 Karten oder +2 Aktionen. Wert 2 SP.
    .option-1 = +3 Karten
    .option-2 = +2 Aktionen
    .gender = plural
    .accusative = Adelige
    .definite = Adeligen
    .plural = Adelige
card-shanty_town = Armenviertel
    .text = +2 Aktionen. Decke deine Hand auf. Ist keine Aktionskarte darin: +2 Karten.
    .gender = neuter
    .accusative = Armenviertel
    .definite = Armenviertel
    .plural = Armenviertel
card-steward = Verwalter
    .text = Wähle: +2 Karten; oder +$2; oder entsorge 2 Karten aus deiner Hand.
    .option-1 = +2 Karten
    .option-2 = +$2
    .option-3 = 2 Karten aus der Hand entsorgen
    .gender = masculine
    .accusative = Verwalter
    .definite = Verwalter
    .plural = Verwalter
card-torturer = Kerkermeister
    .text = +3 Karten. Jeder Mitspieler wählt: Er legt 2 Karten ab, oder er nimmt einen Fluch auf die Hand (er darf auch wählen, was er nicht ausführen kann).
    .option-1 = 2 Karten ablegen
    .option-2 = Einen Fluch auf die Hand nehmen
    .gender = masculine
    .accusative = Kerkermeister
    .definite = Kerkermeister
    .plural = Kerkermeister
card-trading_post = Handelsposten
    .text = Entsorge 2 Karten aus deiner Hand. Hast du 2 entsorgt, nimm ein Silber auf die Hand.
    .gender = masculine
    .accusative = Handelsposten
    .definite = Handelsposten
    .plural = Handelsposten
card-upgrade = Anbau
    .text = +1 Karte, +1 Aktion. Entsorge eine Karte aus deiner Hand. Nimm eine Karte, die genau $1 mehr kostet als sie.
    .gender = masculine
    .accusative = Anbau
    .definite = Anbau
    .plural = Anbauten
card-wishing_well = Wunschbrunnen
    .text = +1 Karte, +1 Aktion. Nenne eine Karte und decke dann die oberste Karte deines Nachziehstapels auf. Ist es die genannte Karte, nimm sie auf die Hand.
    .gender = masculine
    .accusative = Wunschbrunnen
    .definite = Wunschbrunnen
    .plural = Wunschbrunnen

## Die Intrige (nur 2. Edition)

card-diplomat = Diplomatin
    .text = +2 Karten. Hast du danach 5 oder weniger Karten auf der Hand: +2 Aktionen. Spielt ein Mitspieler eine Angriffskarte aus, während du 5 oder mehr Karten auf der Hand hast, darfst du zuerst diese Karte aus deiner Hand aufdecken, um 2 Karten zu ziehen und dann 3 Karten abzulegen.
    .gender = feminine
    .accusative = Diplomatin
    .definite = Diplomatin
    .plural = Diplomatinnen
card-mill = Mühle
    .text = +1 Karte, +1 Aktion. Du darfst 2 Karten ablegen; legst du beide ab: +$2. Wert 1 SP.
    .gender = feminine
    .accusative = Mühle
    .definite = Mühle
    .plural = Mühlen
card-patrol = Patrouille
    .text = +3 Karten. Decke die obersten 4 Karten deines Nachziehstapels auf. Nimm die Punkte- und Fluchkarten darunter auf die Hand und lege den Rest in einer Reihenfolge deiner Wahl zurück.
    .gender = feminine
    .accusative = Patrouille
    .definite = Patrouille
    .plural = Patrouillen
card-replace = Austausch
    .text = Entsorge eine Karte aus deiner Hand. Nimm eine Karte, die höchstens $2 mehr kostet als sie. Ist die genommene Karte eine Aktions- oder Geldkarte, lege sie auf deinen Nachziehstapel; ist sie eine Punktekarte, nimmt jeder Mitspieler einen Fluch.
    .gender = masculine
    .accusative = Austausch
    .definite = Austausch
    .plural = Austausche

## Die Intrige (nur 1. Edition)

card-coppersmith = Kupferschmied
    .text = Für den Rest dieses Zuges bringt jedes Kupfer, das du ausspielst, $1 mehr.
    .gender = masculine
    .accusative = Kupferschmied
    .definite = Kupferschmied
    .plural = Kupferschmiede
card-great_hall = Große Halle
    .text = +1 Karte, +1 Aktion. Wert 1 SP.
    .gender = feminine
    .accusative = Große Halle
    .definite = Große Halle
    .plural = Große Hallen
card-scout = Späher
    .text = +1 Aktion. Decke die obersten 4 Karten deines Nachziehstapels auf. Nimm die Punktekarten darunter auf die Hand und lege den Rest in einer Reihenfolge deiner Wahl zurück.
    .gender = masculine
    .accusative = Späher
    .definite = Späher
    .plural = Späher
card-secret_chamber = Geheimkammer
    .text = Lege beliebig viele Karten aus deiner Hand ab; +$1 für jede. Spielt ein Mitspieler eine Angriffskarte aus, darfst du diese Karte aus deiner Hand aufdecken; tust du das: +2 Karten, dann lege 2 Karten aus deiner Hand auf deinen Nachziehstapel.
    .gender = feminine
    .accusative = Geheimkammer
    .definite = Geheimkammer
    .plural = Geheimkammern
# Same as English.
card-saboteur = Saboteur
    .text = Jeder Mitspieler deckt Karten von seinem Nachziehstapel auf, bis er eine Karte aufdeckt, die $3 oder mehr kostet. Er entsorgt sie und darf sich eine Karte nehmen, die höchstens $2 weniger kostet als sie. Die übrigen aufgedeckten Karten legt er ab.
    .gender = masculine
    .accusative = Saboteur
    .definite = Saboteur
    .plural = Saboteure

## Basisspiel, Die Intrige und Seaside (1. Edition): Karten der empfohlenen Königreiche

card-library = Bibliothek
    .text = Ziehe, bis du 7 Karten auf der Hand hast. Jede gezogene Aktionskarte darfst du beim Ziehen zur Seite legen; lege die zur Seite gelegten Karten danach ab.
    .gender = feminine
    .accusative = Bibliothek
    .definite = Bibliothek
    .plural = Bibliotheken
card-chancellor = Kanzler
    .text = +$2. Du darfst deinen ganzen Nachziehstapel auf einmal auf deinen Ablagestapel legen.
    .gender = masculine
    .accusative = Kanzler
    .definite = Kanzler
    .plural = Kanzler
card-thief = Dieb
    .text = Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf. Von den aufgedeckten Geldkarten entsorgt jeder eine, die du bestimmst, und legt die übrigen ab. Nimm dir von den entsorgten Geldkarten, so viele du willst.
    .gender = masculine
    .accusative = Dieb
    .definite = Dieb
    .plural = Diebe
card-pawn = Handlanger
    .text = Wähle zwei verschiedene: +1 Karte; +1 Aktion; +1 Kauf; +$1.
    .option-1 = +1 Karte
    .option-2 = +1 Aktion
    .option-3 = +1 Kauf
    .option-4 = +$1
    .gender = masculine
    .accusative = Handlanger
    .definite = Handlanger
    .plural = Handlanger
card-swindler = Trickser
    .text = +$2. Jeder Mitspieler entsorgt die oberste Karte seines Nachziehstapels und nimmt eine Karte mit denselben Kosten, die du bestimmst.
    .gender = masculine
    .accusative = Trickser
    .definite = Trickser
    .plural = Trickser
card-courtier = Höflinge
    .text = Decke eine Karte aus deiner Hand auf. Wähle für jeden ihrer Typen etwas anderes: +1 Aktion; +1 Kauf; +$3; nimm ein Gold.
    .option-1 = +1 Aktion
    .option-2 = +1 Kauf
    .option-3 = +$3
    .option-4 = Ein Gold nehmen
    .gender = plural
    .accusative = Höflinge
    .definite = Höflinge
    .plural = Höflinge
card-lurker = Herumtreiberin
    .text = +1 Aktion. Wähle: Entsorge eine Aktionskarte aus dem Vorrat; oder nimm eine Aktionskarte aus dem Müll.
    .option-1 = Eine Aktionskarte aus dem Vorrat entsorgen
    .option-2 = Eine Aktionskarte aus dem Müll nehmen
    .gender = feminine
    .accusative = Herumtreiberin
    .definite = Herumtreiberin
    .plural = Herumtreiberinnen
card-masquerade_2e = Maskerade
    .text = +2 Karten. Jeder Spieler mit Karten auf der Hand gibt gleichzeitig eine davon an den nächsten solchen Spieler zu seiner Linken weiter. Dann darfst du eine Karte aus deiner Hand entsorgen.
    .gender = feminine
    .accusative = Maskerade
    .definite = Maskerade
    .plural = Maskeraden
card-masquerade_1e = Maskerade
    .text = +2 Karten. Jeder Spieler gibt gleichzeitig eine Karte aus seiner Hand an den Spieler zu seiner Linken weiter. Dann darfst du eine Karte aus deiner Hand entsorgen.
    .gender = feminine
    .accusative = Maskerade
    .definite = Maskerade
    .plural = Maskeraden
card-secret_passage = Geheimgang
    .text = +2 Karten, +1 Aktion. Lege eine Karte aus deiner Hand an eine beliebige Stelle deines Nachziehstapels.
    .gender = masculine
    .accusative = Geheimgang
    .definite = Geheimgang
    .plural = Geheimgänge
card-tribute = Tribut
    .text = Der Spieler zu deiner Linken deckt die obersten 2 Karten seines Nachziehstapels auf und legt sie ab. Für jede verschieden benannte davon: eine Aktionskarte gibt dir +2 Aktionen, eine Geldkarte +$2, eine Punktekarte +2 Karten.
    .gender = masculine
    .accusative = Tribut
    .definite = Tribut
    .plural = Tribute
card-ambassador = Botschafter
    .text = Decke eine Karte aus deiner Hand auf und lege bis zu 2 Exemplare davon aus deiner Hand in den Vorrat zurück. Danach nimmt jeder Mitspieler ein Exemplar dieser Karte.
    .gender = masculine
    .accusative = Botschafter
    .definite = Botschafter
    .plural = Botschafter
# Same as English.
card-embargo = Embargo
    .text = +$2. Entsorge diese Karte und lege einen Embargomarker auf einen Vorratsstapel. Für den Rest des Spiels nimmt, wer eine Karte kauft, einen Fluch je Embargomarker auf ihrem Stapel.
    .gender = neuter
    .accusative = Embargo
    .definite = Embargo
    .plural = Embargos
card-explorer = Entdecker
    .text = Du darfst eine Provinz aus deiner Hand aufdecken. Wenn du das tust, nimm ein Gold auf die Hand; sonst nimm ein Silber auf die Hand.
    .gender = masculine
    .accusative = Entdecker
    .definite = Entdecker
    .plural = Entdecker
card-ghost_ship = Geisterschiff
    .text = +2 Karten. Jeder Mitspieler mit 4 oder mehr Karten auf der Hand legt so lange Karten aus seiner Hand auf seinen Nachziehstapel, bis er nur noch 3 hat.
    .gender = neuter
    .accusative = Geisterschiff
    .definite = Geisterschiff
    .plural = Geisterschiffe
# Same as English.
card-navigator = Navigator
    .text = +$2. Sieh dir die obersten 5 Karten deines Nachziehstapels an und lege entweder alle ab oder alle in beliebiger Reihenfolge zurück.
    .option-1 = Alle ablegen
    .option-2 = Alle in beliebiger Reihenfolge zurücklegen
    .gender = masculine
    .accusative = Navigator
    .definite = Navigator
    .plural = Navigatoren
card-pearl_diver = Perlentaucher
    .text = +1 Karte, +1 Aktion. Sieh dir die unterste Karte deines Nachziehstapels an; du darfst sie obenauf legen.
    .gender = masculine
    .accusative = Perlentaucher
    .definite = Perlentaucher
    .plural = Perlentaucher
card-pirate_ship = Piratenschiff
    .text = Wähle: Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt davon eine Geldkarte, die du bestimmst, und legt den Rest ab; wurde dabei eine Geldkarte entsorgt, lege einen Geldmarker auf dein Piratenschiff-Tableau. Oder: +$1 je Geldmarker auf deinem Piratenschiff-Tableau.
    .option-1 = Angriff: jeder Mitspieler entsorgt eine aufgedeckte Geldkarte
    .option-2 = +$1 je Geldmarker auf deinem Tableau
    .gender = neuter
    .accusative = Piratenschiff
    .definite = Piratenschiff
    .plural = Piratenschiffe
card-sea_hag = Seehexe
    .text = Jeder Mitspieler legt die oberste Karte seines Nachziehstapels ab und legt dann einen Fluch auf seinen Nachziehstapel.
    .gender = feminine
    .accusative = Seehexe
    .definite = Seehexe
    .plural = Seehexen

## Presets (empfohlene Königreiche): preset-<englischer Name, klein, Bindestriche,
# andere Zeichen als Buchstaben, Ziffern und Bindestriche weggelassen>.
# `--preset` nimmt den Namen in jeder Sprache.
preset-beginners = Einsteiger
preset-friendly-interactive = Freundliche Interaktion
preset-big-actions = Große Aktionen
preset-biggest-money = Das größte Geld
preset-the-kings-army = Die Armee des Königs
preset-the-good-life = Das gute Leben
preset-paths-to-victory = Wege zum Sieg
preset-all-along-the-watchtower = Rund um den Wachturm
preset-lucky-seven = Glückliche Sieben
preset-exploding-kingdom = Explodierendes Königreich
preset-pirate-bay = Piratenbucht
preset-counting-contest = Zählwettbewerb
preset-lower-learning = Niedere Bildung
preset-detours = Umwege
preset-quarrymen = Steinbrecher
preset-instant-gratification = Sofortige Belohnung
preset-treasure-trove = Schatzgrube
preset-one-mans-trash = Des einen Müll
preset-honor-among-thieves = Ganovenehre
preset-last-will-and-monument = Letzter Wille und Denkmal
preset-think-big = Groß denken
preset-big-time = Ganz groß
preset-gilded-gates = Vergoldete Tore
preset-high-seas = Auf hoher See
preset-buried-treasure = Vergrabene Schätze
preset-reach-for-tomorrow = Griff nach den Sternen
preset-repetition = Wiederholungen
preset-lodestar = Leitstern
preset-coast-guard = Küstenwache
preset-jam-packed = Vollgestopft
preset-collectors = Sammler
preset-watery-grave = Nasses Grab
preset-peasants = Bauern
preset-island-builder = Insel-Baumeister
preset-prince-of-orange = Fürst Orange
preset-gifts-and-mathoms = Geschenke und Mathoms
preset-boxed-in = In die Enge getrieben
preset-king-of-the-sea = König der Meere
preset-the-new-black = Das neue Schwarz
preset-forbidden-isle = Verbotene Insel
preset-free-trade = Freihandel
preset-gold-rush = Goldrausch
# Same as English.
preset-innsmouth = Innsmouth
preset-ruritania = Ruritanien
preset-forward-thinking = Vorausschauendes Denken
preset-treasure-hunt = Schatzsuche
preset-introduction = Einführung
preset-fair-trades = Lauterer Wettbewerb
preset-bargains = Gelegenheiten
preset-highway-robbery = Straßenräuber
preset-adventures-abroad = Abenteuerfahrt
preset-far-from-home = In der Ferne
preset-expeditions = Expeditionen
preset-simple-plans = Einfache Pläne
# Same as English.
preset-expansion = Expansion
preset-party-time = Auf zur Party
preset-counting-sheep = Schafe zählen

## Tableaus und Marker

mat-island = Insel-Tableau
    .gender = neuter
mat-native_village = Eingeborenendorf-Tableau
    .gender = neuter
mat-trade_route = Handelsroute-Tableau
    .gender = neuter
token-trade_route = Geldmarker
mat-pirate_ship = Piratenschiff-Tableau
    .gender = neuter
token-embargo = Embargomarker
token-coin = Geldmarker

## Kartentypen

type-action = Aktion
type-treasure = Geld
type-victory = Punkte
type-curse = Fluch
type-attack = Angriff
type-reaction = Reaktion
type-duration = Dauer

## Editionen und Erweiterungen

set-base = Dominion (Basisspiel)
set-prosperity = Blütezeit
set-seaside1 = Seaside (1. Edition)
set-seaside2 = Seaside (2. Edition)
set-hinterlands1 = Hinterland (1. Edition)
set-hinterlands2 = Hinterland (2. Edition)
set-base1 = Dominion (1. Edition)
set-base2 = Dominion (2. Edition)
set-intrigue1 = Die Intrige (1. Edition)
set-intrigue2 = Die Intrige (2. Edition)

## Phrasen: wie Logzeilen Karten nennen
# (English) A log line names cards through a phrase: { $card_acc } is the card in the
# message `phrase-acc`, { $cards_acc } a list of cards, each in `phrase-acc`, joined with
# `list-sep` and, before the last, `list-sep-last`. A phrase gets $count (1, or N when
# the grouped log counts N copies together), $name (the card's name) and every attribute
# of the card's entry by its name ($gender, $accusative, $definite, $plural).
# phrase         der Name (Nominativ ohne Artikel)
# phrase-acc     mit unbestimmtem Artikel im Akkusativ: einen Markgrafen, eine Provinz
# phrase-the-acc mit bestimmtem Artikel im Akkusativ: den Markgrafen, das Fruchtbare Land
# phrase-the     mit bestimmtem Artikel im Nominativ: der Fahrende Händler
# phrase-it      das Pronomen im Akkusativ: ihn, sie, es
# .gender = plural: ein Name, den es nur im Plural gibt (Stallungen): "nimmt Stallungen",
# "die Stallungen", "sie".
# .gender = collective: ein Sammelname ohne unbestimmten Artikel (Gesindel): "spielt
# Gesindel aus", aber "das Gesindel", "es" (wie neuter).

phrase = { $count ->
        [one] { $name }
       *[other] { $count } { $plural }
    }
phrase-acc = { $count ->
        [one] { $gender ->
                [masculine] einen { $accusative }
                [feminine] eine { $accusative }
                [plural] { $accusative }
                [collective] { $accusative }
               *[neuter] ein { $accusative }
            }
       *[other] { $count } { $plural }
    }
phrase-the-acc = { $count ->
        [one] { $gender ->
                [masculine] den { $accusative }
                [feminine] die { $definite }
                [plural] die { $definite }
               *[neuter] das { $definite }
            }
       *[other] { $count } { $plural }
    }
phrase-the = { $count ->
        [one] { $gender ->
                [masculine] der
                [feminine] die
                [plural] die
               *[neuter] das
            } { $definite }
       *[other] { $count } { $plural }
    }
phrase-it = { $count ->
        [one] { $gender ->
                [masculine] ihn
                [feminine] sie
                [plural] sie
               *[neuter] es
            }
       *[other] sie
    }
list-sep = {", "}
list-sep-last = {" und "}
# Deutsch sortiert Umlaute wie ihre Grundbuchstaben (DIN 5007-1): keine eigenen Regeln.
collation = { "" }

## Logzeilen und Eingabeaufforderungen
# Variablen: $player (Name), $card / $other (eine Karte) und $cards (eine Liste von
# Karten) in den Phrasen oben ($card_acc, $cards_acc, $card_the-acc, $card_the,
# $card_it), $count (Anzahl der Karten oder eines Bonus), $turn, $mat (Name eines
# Tableaus; $mat_gender sein Geschlecht), $score, $players, $bonus (eine Liste von
# bonus-*-Zeilen); in Aufforderungen $min, $max, $cost, $verb, $coins, $actions, $buys.
# Zeilen auf -hidden: was die Mitspieler von verdeckten Karten sehen.

log-turn = — { $player }: Zug { $turn } —
log-turn-extra = — { $player }: Extrazug —
log-shuffle = { $player } mischt.
log-draw = { $player } zieht { $cards_acc }.
log-draw-hidden = { $player } zieht { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    }.
log-play = { $player } spielt { $card_acc } aus.
log-play-again = { $player } spielt { $card_the-acc } noch einmal aus.
log-play-bonus = { $player } spielt { $cards_acc } aus, { $bonus }.
log-buy = { $player } kauft { $card_acc }.
log-gain = { $player } nimmt { $card_acc }.
log-gain-hand = { $player } nimmt { $card_acc } auf die Hand.
log-gain-deck = { $player } nimmt { $card_acc } auf den Nachziehstapel.
log-gain-aside = { $player } nimmt { $card_acc } und legt { $card_it } zur Seite.
log-trash = { $player } entsorgt { $cards_acc }.
log-discard = { $player } legt { $cards_acc } ab.
log-reveal = { $player } deckt { $cards_acc } auf.
log-reveal-none = { $player } deckt nichts auf.
log-look = { $player } sieht sich { $cards_acc } an.
log-look-hidden = { $player } sieht sich { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } an.
log-put-hand = { $player } nimmt { $cards_acc } auf die Hand.
log-put-hand-hidden = { $player } nimmt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } auf die Hand.
log-put-deck = { $player } legt { $cards_acc } auf den Nachziehstapel.
log-put-deck-hidden = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } auf den Nachziehstapel.
log-put-mat = { $player } legt { $cards_acc } auf { $mat_gender ->
        [masculine] den
        [feminine] die
       *[neuter] das
    } { $mat }.
log-put-mat-hidden = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } auf { $mat_gender ->
        [masculine] den
        [feminine] die
       *[neuter] das
    } { $mat }.
log-put-discard = { $player } legt { $cards_acc } auf den Ablagestapel.
log-put-supply = { $player } legt { $cards_acc } in den Vorrat zurück.
log-set-aside = { $player } legt { $cards_acc } zur Seite.
log-set-aside-face-down = { $player } legt { $cards_acc } verdeckt zur Seite.
log-set-aside-face-down-hidden = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } verdeckt zur Seite.
log-exchange = { $player } tauscht { $card_the-acc } gegen { $other_acc } ein.
log-plus-actions = { $player } erhält +{ $count } { $count ->
        [one] Aktion
       *[other] Aktionen
    }.
log-plus-buys = { $player } erhält +{ $count } { $count ->
        [one] Kauf
       *[other] Käufe
    }.
log-plus-coins = { $player } erhält +${ $count }.
log-minus-coins = { $player } verliert ${ $count }.
log-plus-vp = { $player } erhält +{ $count } Siegpunktmarker.
log-bonus = { $player } erhält { $bonus }.
log-name = { $player } benennt „{ $card }“.
log-unaffected = { $player } ist vom Angriff nicht betroffen.
log-delayed = Bei { $player } wirkt { $card_the } weiter.
log-extra-turn = { $player } bekommt einen Extrazug.
log-cancelled = { $player } nimmt { $card_the-acc } doch nicht.
log-token = Ein Marker wandert auf { $mat_gender ->
        [masculine] den
        [feminine] die
       *[neuter] das
    } { $mat }.
log-pile-token = { $player }: { $token } auf den Stapel { $card }.
log-token-own = { $player }: { $token } auf { $mat_gender ->
        [masculine] den
        [feminine] die
       *[neuter] das
    } { $mat }.
log-pass = { $player } gibt { $card_acc } an { $other } weiter.
log-pass-hidden = { $player } gibt eine Karte an { $other } weiter.
log-game-over = Das Spiel ist zu Ende.
log-score = { $player }: { $score } SP
log-winner = { $player } gewinnt.
log-shared = { $players } teilen sich den Sieg.
bonus-actions = +{ $count } { $count ->
        [one] Aktion
       *[other] Aktionen
    }
bonus-buys = +{ $count } { $count ->
        [one] Kauf
       *[other] Käufe
    }
bonus-coins = +${ $count }
bonus-vp = +{ $count } Siegpunktmarker

prompt-move-action = { $player }, Aktionsphase ({ $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }, { $buys } { $buys ->
        [one] Kauf
       *[other] Käufe
    }, ${ $coins }):
prompt-move-buy = { $player }, Kaufphase ({ $buys } { $buys ->
        [one] Kauf
       *[other] Käufe
    }, ${ $coins }):
prompt-cards = { $player }, { $card }: Wähle { $min ->
        [0] bis zu { $max }
       *[other] { $min } bis { $max }
    } { $max ->
        [one] Karte
       *[other] Karten
    }, die du { $verb }:
prompt-cards-exact = { $player }, { $card }: Wähle { $max ->
        [one] eine Karte
       *[other] { $max } Karten
    }, die du { $verb }:
prompt-cards-of = { $player }, { $card }: Wähle { $min ->
        [0] bis zu { $max }
       *[other] { $min } bis { $max }
    } der { $zone ->
        [revealed] aufgedeckten Karten
        [hand] Handkarten
       *[other] Karten
    } von { $owner }, die du { $verb }:
prompt-cards-of-exact = { $player }, { $card }: Wähle { $max ->
        [one] eine
       *[other] { $max }
    } der { $zone ->
        [revealed] aufgedeckten Karten
        [hand] Handkarten
       *[other] Karten
    } von { $owner }, die du { $verb }:
prompt-play = { $player }, { $card }: Wähle eine Karte zum Ausspielen:
prompt-play-of = { $player }, { $card }: Wähle eine Karte von { $owner } zum Ausspielen:
prompt-gain = { $player }, { $card }: Wähle eine Karte, die du nimmst:
prompt-may = { $player }, { $card }: Diese Fähigkeit nutzen?
prompt-choose = { $player }, { $card }: Wähle eins:
prompt-choose-for = { $player }, { $card }: Wähle eins für { $owner }:
prompt-order = { $player }, { $card }: Was zuerst?
prompt-first = { $player }: Mehrere Fähigkeiten werden gleichzeitig ausgelöst: Welche zuerst?
prompt-name = { $player }, { $card }: Benenne eine Karte:
prompt-pile = { $player }, { $card }: Auf welchen Vorratsstapel?
prompt-position = { $player }, { $card }: An welche Stelle deines Nachziehstapels?
option-position-top = Obenauf
option-position-under = Unter { $count ->
        [one] die oberste Karte
       *[other] die obersten { $count } Karten
    }
option-position-bottom = Ganz unten
option-play = { $card } ausspielen
option-play-treasures = Alle Geldkarten ausspielen
option-buy = { $card } kaufen (${ $cost })
option-end-action = Aktionsphase beenden
option-end-buy = Zug beenden
option-none = Nichts
option-yes = Ja
option-no = Nein
verb-trash = entsorgst
verb-discard = ablegst
verb-reveal = aufdeckst
verb-look = dir ansiehst
verb-set-aside = zur Seite legst
verb-put = { $to ->
        [mat] auf dein { $mat } legst
        [hand] auf deine Hand nimmst
        [deck] auf deinen Nachziehstapel legst
        [discard] auf deinen Ablagestapel legst
        [trash] in den Müll legst
       *[other] an ihren neuen Platz legst
    }
verb-put-order = nacheinander auf den Nachziehstapel legst, die oberste zuerst
verb-return = zurücklegst
verb-shuffle = in deinen Nachziehstapel mischst
verb-gain = nimmst
name-human = Spieler { $n }
name-bot = { $bot }-{ $n }
bot-random = Zufall
bot-big-money = Big-Money
bot-heuristic = Heuristik
view-in-play = Im Spiel: { $cards }
view-supply = Vorrat: { $cards }

## Spielen im Terminal (src/terminal/): Befehle, Eingabeaufforderungen, Hilfe, Übersicht
# Befehlswörter (cmd-*): durch Kommas getrennt, Groß-/Kleinschreibung egal; das erste wird
# angezeigt. Die englischen Wörter bleiben zusätzlich gültig.

cmd-play = a, ausspielen, p, play
cmd-buy = k, kaufen, b, buy
cmd-treasures = g, geld, t, treasures
cmd-end = e, ende, end
cmd-status = s, status, übersicht
cmd-help = ?, h, hilfe, help
cmd-quit = q, abbrechen, quit
cmd-save = speichern, save
cmd-yes = j, ja, y, yes
cmd-no = n, nein, no
cmd-all = alle, all
ui-seed = Startwert (Seed): { $seed }
ui-welcome = Tippe ? für Hilfe, s für eine Übersicht über das Spiel, q zum Abbrechen.
ui-resumed = Gespeichertes Spiel fortgesetzt (Seed { $seed }; { $player }, Zug { $turn }).
ui-empty = (leer)
ui-hand = Deine Hand: { $cards }
ui-cost = ${ $cost }
ui-card-text = { $card }: { $text }
ui-card-text-of = { $card } von { $owner }: { $text }
ui-can-buy = Du kannst kaufen (k und Nummer oder Name):
ui-nothing-to-buy = Du kannst gerade nichts kaufen.
ui-name-other = (Du kannst auch jede andere Karte mit ihrem Namen benennen.)
ui-keys-action = { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: ausspielen · g: alle Geldkarten · k: kaufen · e: Aktionsphase beenden · s: Übersicht · ?: Hilfe
ui-keys-buy-treasures = g: alle Geldkarten · { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: eine ausspielen · k: kaufen · e: Zug beenden · s: Übersicht · ?: Hilfe
ui-keys-buy = k und Nummer oder Name: kaufen · e: Zug beenden · s: Übersicht · ?: Hilfe
ui-unplayed = (Du hast ${ $coins }: { $played ->
        [0] deine Geldkarten sind noch nicht ausgespielt
       *[other] noch nicht alle deine Geldkarten sind ausgespielt
    }. g spielt sie aus.)
ui-keys-buy-menu = Welche Karte kaufen? Nummer oder Name eingeben (leere Zeile: zurück) · ?: Hilfe
ui-keys-pick = Eine Nummer eingeben · ?: Hilfe
ui-keys-pick-optional = Eine Nummer eingeben oder eine leere Zeile für „keine“ · ?: Hilfe
ui-keys-named = Eine Nummer oder den Namen einer Karte eingeben · ?: Hilfe
ui-keys-named-optional = Eine Nummer oder den Namen einer Karte eingeben oder eine leere Zeile für „keine“ · ?: Hilfe
ui-keys-cards-exact = { $max ->
        [one] Eine Nummer oder einen Namen eingeben
       *[other] { $max } Nummern eingeben, durch Leerzeichen getrennt
    } · ?: Hilfe
ui-keys-cards-range = { $min } bis { $max } Nummern eingeben, durch Leerzeichen getrennt · ?: Hilfe
ui-keys-cards-exact-optional = { $max ->
        [one] Eine Nummer oder einen Namen
       *[other] { $max } Nummern (durch Leerzeichen getrennt)
    } oder eine leere Zeile für „keine“ eingeben · ?: Hilfe
ui-keys-cards-range-optional = { $min } bis { $max } Nummern (durch Leerzeichen getrennt) oder eine leere Zeile für „keine“ eingeben · ?: Hilfe
ui-keys-cards-upto = Bis zu { $max } Nummern (durch Leerzeichen getrennt) oder eine leere Zeile für „keine“ eingeben · ?: Hilfe
ui-keys-yes-no = j: ja · n: nein · ?: Hilfe
ui-not-done = Nicht ausgeführt.
ui-saved = Spiel in { $path } gespeichert. Später weiterspielen mit: dominion play --resume { $path }
ui-stopped = Das Spiel wurde abgebrochen. Punktestand bisher:
ui-end-of-input = (Ende der Eingabe)
ui-turn-limit = (nach { $turns } Zügen abgebrochen)
err-empty-move = Gib die Nummer einer Handkarte oder einen Befehl ein (? für Hilfe).
err-unknown = „{ $input }“ ist hier weder eine Nummer noch ein Befehl (? für Hilfe).
err-no-number = Die { $n } gibt es hier nicht: Die Nummern gehen von 1 bis { $max }.
err-twice-name = So viele Karten „{ $card }“ stehen nicht zur Wahl.
err-not-offered = Die { $n } ist { $card } und steht hier nicht zur Wahl.
err-hand-empty = Die { $n } gibt es nicht: Deine Hand ist leer.
err-twice = Die { $n } steht doppelt da: Jede Karte kann nur einmal gewählt werden.
err-exact = Wähle { $max ->
        [one] genau eine Karte
       *[other] genau { $max } Karten
    }.
err-too-few = Wähle mindestens { $min ->
        [one] eine Karte
       *[other] { $min } Karten
    }.
err-exact-or-none = Wähle { $max ->
        [one] genau eine Karte
       *[other] genau { $max } Karten
    } oder keine.
err-too-few-or-none = Wähle mindestens { $min ->
        [one] eine Karte
       *[other] { $min } Karten
    } oder keine.
err-too-many = Wähle höchstens { $max ->
        [one] eine Karte
       *[other] { $max } Karten
    }.
err-empty = Eine leere Antwort geht hier nicht: Wähle eine der Nummern.
err-one = Bitte nur eine Antwort eingeben.
err-no-card-near = Eine Karte „{ $input }“ gibt es hier nicht. Meintest du { $card }?
err-ambiguous = „{ $input }“ passt auf { $cards }: Tippe mehr vom Namen ein oder eine Nummer.
err-not-in-hand = { $card } ist nicht auf deiner Hand. Zum Kaufen tippe: k { $name }
err-not-playable = { $card } kann nicht ausgespielt werden: Das ist weder eine Aktions- noch eine Geldkarte.
err-no-actions = Du hast keine Aktion mehr, um { $card } auszuspielen.
err-action-in-buy = { $card } ist eine Aktionskarte: Aktionskarten werden in der Aktionsphase ausgespielt, und diese ist vorbei.
err-treasure-after-buy = Du hast in diesem Zug schon gekauft: Jetzt kannst du keine Geldkarten mehr ausspielen.
err-no-treasure = Du hast keine Geldkarte zum Ausspielen.
err-not-in-supply = { $card } ist in diesem Spiel nicht im Vorrat.
err-pile-empty = Der Stapel { $card } ist leer.
err-no-buys = Du hast keinen Kauf mehr.
err-too-expensive = { $card } kostet ${ $cost }; du hast ${ $coins }.
err-too-expensive-unplayed = { $card } kostet ${ $cost }; du hast ${ $coins } und noch nicht ausgespielte Geldkarten (g spielt sie aus).
err-cannot-buy = Eine Regel verbietet gerade, { $card } zu kaufen.
err-cannot-buy-rule = { $card } kann gerade nicht gekauft werden: { $rules } verbietet es (s zeigt die ausliegenden Karten).
err-yes-no = Antworte mit j (ja) oder n (nein).
err-illegal = Diese Antwort ist hier nicht erlaubt.
err-save-path = Tippe speichern und einen Dateinamen, zum Beispiel: speichern spiel.ron
err-save = Das Spiel wurde nicht gespeichert: { $error }
err-save-not-found = { $path }: Diese Datei gibt es nicht
err-save-denied = { $path }: Die Datei darf hier nicht gelesen oder geschrieben werden
err-save-io = { $path }: { $error }
err-save-not-a-save = { $path }: Das ist kein gespeichertes Dominion-Spiel
err-save-version = { $path }: Ein Spielstand im Format { $found }; dieses Programm liest Format { $version }
err-save-database = { $path }: Das Spiel wurde mit einer anderen Kartendatenbank (oder einer anderen Version von dominion) gespeichert und kann mit dieser nicht fortgesetzt werden
err-save-changed = { $path }: Der Spielstand ist beschädigt: Er wurde nach dem Speichern verändert
err-save-damaged = { $path }: Der Spielstand ist beschädigt: { $reason }
err-save-language = { $path }: Das Spiel wurde in der Sprache „{ $lang }“ gespeichert, die es hier nicht gibt (vorhanden: { $known }); mit --lang geht es in einer anderen weiter
err-line-too-long = Diese Zeile ist zu lang (mehr als { $max } Zeichen): Sie wurde übergangen.
confirm-buy-cheap = { $card } kostet $0 und verbessert deinen Kartensatz { $vp ->
        [0] selten
       *[other] nie
    }. Trotzdem kaufen? (j/n)
confirm-buy-unplayed = Du hast deine Geldkarten noch nicht ausgespielt, und nach dem Kauf geht das nicht mehr. { $card } trotzdem kaufen? (j/n)
confirm-end-actions = Du hast noch { $actions ->
        [one] eine Aktion
       *[other] { $actions } Aktionen
    } und eine Aktionskarte zum Ausspielen. Aktionsphase trotzdem beenden? (j/n)
confirm-end-coins = Du hast noch ${ $coins } und { $buys ->
        [one] einen Kauf
       *[other] { $buys } Käufe
    }. Zug ohne Kauf beenden? (j/n)
confirm-end-unplayed = Du hast die Geldkarten auf deiner Hand nicht ausgespielt. Zug ohne Kauf beenden? (j/n)
confirm-overwrite = { $path } gibt es schon, und es ist kein gespeichertes Spiel. Durch den Spielstand ersetzen? (j/n)
end-title = — Spielende —
end-reason-pile = Der Stapel { $card } ist leer.
end-reason-piles = { $count } Vorratsstapel sind leer: { $cards }.
end-reason-turns = Das Spiel hat seine Zuggrenze erreicht.
end-player = { $player }: { $score } SP in { $turns ->
        [one] 1 Zug
       *[other] { $turns } Zügen
    }
end-points = Punkte: { $items }
end-points-cards = { $cards } ({ $vp } SP)
end-points-tokens = Siegpunktmarker ({ $vp } SP)
end-deck = Kartensatz ({ $count } Karten): { $cards }
end-count = { $count } × { $card }
show-head = { $card } — { $cost } — { $types }
show-rules = Regeln ({ $id }):
show-also-named = auch genannt: { $name } ({ $sets })
status-title = — Übersicht ({ $player }, Zug { $turn }) —
status-supply = Vorrat (Nummer, aktuelle Kosten, übrige Karten):
status-pile-size = ×{ $count }
status-pile-token = +{ $token }
status-turn-mark = ◂
status-trash = Müll: { $cards }
status-mat-tokens = { $mat }: { $count ->
        [one] 1 Marker
       *[other] { $count } Marker
    }
status-you = { $player } (du)
status-player = { $player }: { $score } SP{ $tokens ->
        [0] {""}
       *[other] {" "}(davon { $tokens } aus Siegpunktmarkern)
    } · Hand { $hand }, Nachziehstapel { $deck }, Ablagestapel { $discard }
status-in-play = im Spiel: { $cards }
status-set-aside = zur Seite gelegt: { $cards }
status-mat = { $mat }: { $cards }
status-face-down = { $count ->
        [one] 1 verdeckte Karte
       *[other] { $count } verdeckte Karten
    }
help-move =
    Dein Zug: Spiele Aktionskarten aus (jede kostet eine Aktion), dann Geldkarten, dann kaufe.
      3 oder dorf    diese Karte von der Hand ausspielen (Nummern wie bei „Deine Hand“)
      g              alle Geldkarten ausspielen
      k              die Karten, die du kaufen kannst; k 5 oder k silber kauft sofort
                     (Nummern wie im Vorrat, sie bleiben das ganze Spiel gleich)
      e              die Phase beenden: die Aktionsphase, in der Kaufphase deinen Zug
    Eine Geldkarte auszuspielen oder eine Karte zu kaufen beendet die Aktionsphase.
help-cards = Gib die Nummern der gewählten Karten ein, durch Leerzeichen oder Kommas getrennt (1 3 4), ihre Namen durch Kommas getrennt (anwesen, kupfer: die ersten Buchstaben genügen) oder „alle“.
help-pick = Gib die Nummer deiner Wahl ein.
help-named = Gib die Nummer deiner Wahl oder den Namen der Karte ein (die ersten Buchstaben genügen).
help-optional = Mit einer leeren Zeile wählst du nichts.
help-yes-no = Antworte mit j für ja oder n für nein. Der Kartentext oben sagt, was die Fähigkeit bewirkt.
help-buy-menu = Gib die Nummer vor einer Karte ein (dieselbe wie im Vorrat der Übersicht s) oder ihren Namen (die ersten Buchstaben genügen). Mit einer leeren Zeile gehst du ohne Kauf zurück.
help-common =
    Bei jeder Eingabe:
      s               Übersicht: Vorrat mit Kosten und Stapelgrößen, Punkte, Stapel, Müll, Tableaus
      speichern DATEI das Spiel speichern; später weiter mit: dominion play --resume DATEI
      q               das Spiel abbrechen und den Punktestand zeigen (auch Strg-D und Strg-C)
      ?               diese Hilfe

## Die Kommandozeile: Fehler von `play` und die Liste der empfohlenen Königreiche

cli-error = Fehler: { $error }
cli-unknown-argument = Unbekannte Option „{ $arg }“{ $suggestion ->
        [none] .
       *[other] ; meintest du „{ $suggestion }“?
    }
cli-unknown-command = Unbekannter Befehl „{ $command }“{ $suggestion ->
        [none] .
       *[other] ; meintest du „{ $suggestion }“?
    }
cli-missing-value = „{ $arg }“ braucht einen Wert.
cli-invalid-value = Ungültiger Wert „{ $value }“ für „{ $arg }“{ $valid ->
        [none] { $detail ->
            [none] .
           *[other] : { $detail }
        }
       *[other] ; möglich sind: { $valid }
    }
cli-whole-number = Erwartet wird eine ganze Zahl.
cli-at-least-one = Es muss mindestens 1 sein.
cli-missing-argument = Es fehlt: { $args }
cli-conflict = „{ $arg }“ kann nicht zusammen mit „{ $other }“ verwendet werden.
cli-usage = Aufruf: { $usage }
cli-help-hint = Mehr dazu mit „--help“.
cli-no-preset = Kein empfohlenes Königreich „{ $name }“{ $suggestion ->
        [none] {" "}(`--preset` allein listet alle auf)
       *[other] ; meintest du „{ $suggestion }“?
    }
cli-unknown-bot = Unbekannter Bot „{ $bot }“; { $suggestion ->
        [none] es gibt: { $bots }
       *[other] meintest du „{ $suggestion }“?
    }
cli-players-range = --players { $players }: Das Spiel ist für { $min } bis { $max } Spieler.
cli-bots-seats = --players { $players }, aber --bots nennt { $count ->
        [one] 1 Platz
       *[other] { $count } Plätze
    } ({ $bots }): Nenne einen Bot pro Platz oder einen weniger, um selbst zu spielen.
cli-kingdom-size = --kingdom nennt { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }: Ein Königreich hat { $size } (oder nimm --random oder --preset).
cli-names-twice = --names: Zwei Spieler heißen „{ $name }“.
cli-names-no-name = --names: „{ $item }“ nennt ein Geschlecht, aber keinen Namen.
cli-names-count = --names nennt { $count ->
        [one] 1 Platz
       *[other] { $count } Plätze
    }, aber das Spiel hat { $seats }.
cli-presets-head = { $count } empfohlene Königreiche, { $playable } spielbar (`--preset NAME`, in jeder Sprache):
cli-preset-with = mit { $cards }
cli-preset-alternatives = (Alternativen: { $list })
cli-preset-alternative = { $alt } statt { $card }
cli-preset-playable = : spielbar
cli-preset-needs = : nicht spielbar, braucht { $cards }
cli-preset-not-in-engine = { $name } (nicht im Programm)
cli-shelters = Unterschlüpfe

## Die Ursache einer Zeile im Spielverlauf (Issue 19, Terminal)

log-cause = { $card }: { $line }
log-cause-other = { $card } von { $owner }: { $line }
log-put-deck-under = { $player } legt { $cards_acc } in den Nachziehstapel unter { $under ->
        [one] die oberste Karte
       *[other] { $under } Karten
    }.
log-put-deck-under-hidden = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } in den Nachziehstapel unter { $under ->
        [one] die oberste Karte
       *[other] { $under } Karten
    }.
log-put-deck-bottom = { $player } legt { $cards_acc } unter den Nachziehstapel.
log-put-deck-bottom-hidden = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } unter den Nachziehstapel.

## Die Ja/Nein-Fragen des Terminals zu „du darfst …“ (terminal-19b)
# (English) See en.ftl: `prompt-may-do` asks what a card's "you may" does; `may-*` are its
# effects, in the form `main` (the start of the question: its first letter becomes a
# capital) or `to` (what the first effect leads to: "ein Gold zu nehmen").
prompt-may-do = { $player }, { $card }: { $action }?
prompt-may-do-to = { $player }, { $card }: { $action }, um { $then }?
may-and = { $first } und { $next }
may-reveal = { $form ->
        [to] { $card_the-acc } aufzudecken
       *[main] { $card_the-acc } aufdecken
    }
may-discard = { $which ->
        [hand] { $count ->
            [one] eine Karte
           *[other] { $count } Karten
        }
       *[other] { $card_the-acc }
    } { $form ->
        [to] abzulegen
       *[main] ablegen
    }
may-trash = { $form ->
        [to] { $card_the-acc } zu entsorgen
       *[main] { $card_the-acc } entsorgen
    }
may-play = { $form ->
        [to] { $card_the-acc } auszuspielen
       *[main] { $card_the-acc } ausspielen
    }
may-set-aside = { $form ->
        [to] { $card_the-acc } zur Seite zu legen
       *[main] { $card_the-acc } zur Seite legen
    }
may-put-deck = { $which ->
        [hand] { $count ->
            [one] eine Karte
           *[other] { $count } Karten
        } aus deiner Hand
       *[other] { $card_the-acc }
    } auf deinen Nachziehstapel { $form ->
        [to] zu legen
       *[main] legen
    }
may-put-hand = { $form ->
        [to] { $card_the-acc } auf die Hand zu nehmen
       *[main] { $card_the-acc } auf die Hand nehmen
    }
may-deck-to-discard = { $form ->
        [to] deinen Nachziehstapel auf deinen Ablagestapel zu legen
       *[main] Deinen Nachziehstapel auf deinen Ablagestapel legen
    }
may-gain = { $instead ->
        [yes] stattdessen{" "}
       *[no] {""}
    }{ $card_acc }{ $to ->
        [hand] {" "}auf die Hand
        [deck] {" "}auf deinen Nachziehstapel
       *[discard] {""}
    } { $form ->
        [to] zu nehmen
       *[main] nehmen
    }
may-draw = { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } { $form ->
        [to] zu ziehen
       *[main] ziehen
    }
status-own-cards = deine Karten ({ $count }): { $cards }
may-exchange = { $card_the-acc } gegen { $other } { $form ->
        [to] einzutauschen
       *[main] eintauschen
    }
err-buy-unknown = Keine Karte heißt „{ $input }“ (k zeigt die Karten, die du kaufen kannst).
err-cannot-buy-in-play = { $card } kann jetzt nicht gekauft werden: { $rules } verbietet es, solange du { $cards } im Spiel hast.
ui-buy-forbidden = Jetzt nicht (eine Kartenregel verbietet es): { $cards }
ui-resumed-log = — Die letzten Züge —
may-or = { $first } oder { $next }
may-get = { $bonus } { $form ->
        [to] zu erhalten
       *[main] erhalten
    }
may-unaffected = { $form ->
        [to] vom Angriff nicht betroffen zu sein
       *[main] Vom Angriff nicht betroffen sein
    }
