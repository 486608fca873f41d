### Dominion-Regelengine: deutsche (de) Texte.
###
### Conventions (English, for localizers of further languages; same rules as en.ftl):
###
### - Every card has one message with the id `card-<id>`. <id> is the engine's snake_case
###   card id. A card whose rules differ between editions has one id per edition, with the
###   suffix _1e or _2e (e.g. card-trader_1e, card-trader_2e). Both show the same name.
### - The message value is the card's official printed name in this language.
### - Attribute `.text`: the card's complete rules text for the edition named by the id,
###   in our own words (never copied from a rulebook), on a single line. Sentences are
###   separated by ". ". Coins are written "$" followed by the amount ("+$2", "$0").
###   Victory points are written "SP" (Siegpunkte; English: "VP").
### - Attribute `.plural`: the plural of the card name, nominative, without article
###   (Provinzen, Herzogtümer; unchanged where German has no distinct plural: Gold, Kupfer).
###   Names made of adjective + noun use the plural without article (Große Märkte).
### - Attributes `.option-1`, `.option-2`, ... (for cards with a "choose one"): the options
###   as the terminal offers them; without them it shows the card's rules text.
### - Attribute `.accusative` (optional): the name as it reads after an article in the
###   accusative, where it differs (einen Fahrenden Händler, einen Großen Markt). Log
###   lines get it as $card_acc.
### - Attribute `.gender`: the grammatical gender of the displayed name (singular),
###   exactly one of: masculine, feminine, neuter (der Fluch = masculine, die Provinz =
###   feminine, das Gold = neuter). Also set on mats, tokens, card types and sets.
###   Special cases: type-victory "Punkte" is the plural of "der Punkt" and is marked
###   masculine; set names without a natural article take the gender of "die Erweiterung"
###   (feminine), except Basisspiel and Hinterland (das = neuter).
###   Languages without grammatical gender (like English) leave `.gender` out.
### - Other ids: `mat-<card id>` (player/shared mats), `token-<card id>` and `vp-token`
###   (tokens), `type-<type>` (card types), `set-<set>` (expansions and editions).
### - Every language file must have exactly the same message ids and attributes as en.ftl
###   (`.gender` excepted). Never put braces in text: { } start Fluent placeables;
###   a plain "$" in text is literal.
### - Terms used (as in the German rulebooks): nehmen = gain, entsorgen = trash,
###   ablegen = discard, aufdecken = reveal, zur Seite legen = set aside, Nachziehstapel =
###   deck, Ablagestapel = discard pile, Vorrat = Supply, im Spiel = in play,
###   Geldkarte = Treasure, Punktekarte = Victory card, Mitspieler = other player.
### - Log lines and prompts with variables go in the last section of the file.

## Basiskarten

card-copper = Kupfer
    .text = Wert $1.
    .gender = neuter
    .plural = Kupfer
card-silver = Silber
    .text = Wert $2.
    .gender = neuter
    .plural = Silber
card-gold = Gold
    .text = Wert $3.
    .gender = neuter
    .plural = Gold
card-platinum = Platin
    .text = Wert $5.
    .gender = neuter
    .plural = Platin
card-estate = Anwesen
    .text = Wert 1 SP.
    .gender = neuter
    .plural = Anwesen
card-duchy = Herzogtum
    .text = Wert 3 SP.
    .gender = neuter
    .plural = Herzogtümer
card-province = Provinz
    .text = Wert 6 SP.
    .gender = feminine
    .plural = Provinzen
card-colony = Kolonie
    .text = Wert 10 SP.
    .gender = feminine
    .plural = Kolonien
card-curse = Fluch
    .text = Wert -1 SP.
    .gender = masculine
    .plural = Flüche

## Karten aus dem Basisspiel, auf die sich die Regelhefte beziehen

card-throne_room = Thronsaal
    .text = Du darfst eine Aktionskarte aus deiner Hand wählen und sie zweimal spielen.
    .gender = masculine
    .plural = Thronsäle
card-moat = Burggraben
    .text = +2 Karten. Spielt ein Mitspieler eine Angriffskarte, darfst du diese Karte aus deiner Hand aufdecken, bevor der Angriff ausgeführt wird; tust du das, betrifft dich dieser Angriff nicht.
    .gender = masculine
    .plural = Burggräben

## Blütezeit (1. Edition)

card-kings_court = Königshof
    .text = Du darfst eine Aktionskarte aus deiner Hand wählen und sie dreimal spielen.
    .gender = masculine
    .plural = Königshöfe
card-workers_village = Arbeiterdorf
    .text = +1 Karte, +2 Aktionen, +1 Kauf.
    .gender = neuter
    .plural = Arbeiterdörfer
card-monument = Denkmal
    .text = +$2, +1 Siegpunktmarker.
    .gender = neuter
    .plural = Denkmäler
card-bank = Bank
    .text = Wenn du diese Karte spielst, ist sie $1 pro Geldkarte wert, die du im Spiel hast, diese mitgezählt.
    .gender = feminine
    .plural = Banken
card-venture = Abenteuer
    .text = Wert $1. Wenn du diese Karte spielst, decke so lange Karten von deinem Nachziehstapel auf, bis du eine Geldkarte aufdeckst. Lege die übrigen aufgedeckten Karten ab und spiele dann diese Geldkarte.
    .gender = neuter
    .plural = Abenteuer
card-hoard = Hort
    .text = Wert $2. Solange diese Karte im Spiel ist, nimmst du jedes Mal, wenn du eine Punktekarte kaufst, ein Gold.
    .gender = masculine
    .plural = Horte
card-quarry = Steinbruch
    .text = Wert $1. Solange diese Karte im Spiel ist, kosten Aktionskarten $2 weniger, aber nie weniger als $0.
    .gender = masculine
    .plural = Steinbrüche
card-peddler = Hausierer
    .text = +1 Karte, +1 Aktion, +$1. Während deiner Kaufphase kostet diese Karte $2 weniger pro Aktionskarte, die du im Spiel hast, aber nie weniger als $0.
    .gender = masculine
    .plural = Hausierer
card-grand_market = Großer Markt
    .accusative = Großen Markt
    .text = +1 Karte, +1 Aktion, +1 Kauf, +$2. Du kannst diese Karte nicht kaufen, solange du ein Kupfer im Spiel hast.
    .gender = masculine
    .plural = Große Märkte
card-contraband = Schmuggelware
    .text = Wert $3. +1 Kauf. Wenn du diese Karte spielst, nennt dein linker Mitspieler eine Karte; diese Karte darfst du in diesem Zug nicht kaufen.
    .gender = feminine
    .plural = Schmuggelwaren
card-watchtower = Wachturm
    .text = Ziehe so lange Karten, bis du 6 Karten auf der Hand hast. Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte entweder zu entsorgen oder auf deinen Nachziehstapel zu legen.
    .gender = masculine
    .plural = Wachtürme
    .option-1 = Die genommene Karte entsorgen
    .option-2 = Die genommene Karte auf den Nachziehstapel legen
card-trade_route = Handelsroute
    .text = +1 Kauf, +$1 pro Geldmarker auf dem Handelsroute-Tableau. Entsorge eine deiner Handkarten. Vorbereitung: Lege auf jeden Punktekarten-Stapel im Vorrat einen Geldmarker; wird von einem solchen Stapel eine Karte genommen, kommt dessen Marker auf das Handelsroute-Tableau.
    .gender = feminine
    .plural = Handelsrouten
card-goons = Halsabschneider
    .text = +1 Kauf, +$2. Jeder Mitspieler legt so lange Karten ab, bis er nur noch 3 Karten auf der Hand hat. Solange diese Karte im Spiel ist, erhältst du jedes Mal, wenn du eine Karte kaufst, +1 Siegpunktmarker.
    .gender = masculine
    .plural = Halsabschneider

## Seaside (2. Edition)

card-haven = Hafen
    .text = +1 Karte, +1 Aktion. Lege eine Karte aus deiner Hand verdeckt zur Seite. Zu Beginn deines nächsten Zuges kommt diese Karte auf deine Hand.
    .gender = masculine
    .plural = Häfen
card-fishing_village = Fischerdorf
    .text = +2 Aktionen, +$1. Zu Beginn deines nächsten Zuges: +1 Aktion, +$1.
    .gender = neuter
    .plural = Fischerdörfer
card-wharf = Werft
    .text = +2 Karten, +1 Kauf. Zu Beginn deines nächsten Zuges nochmals +2 Karten, +1 Kauf.
    .gender = feminine
    .plural = Werften
card-lighthouse = Leuchtturm
    .text = +1 Aktion, +$1. Zu Beginn deines nächsten Zuges: +$1. Bis dahin betreffen dich Angriffskarten, die Mitspieler spielen, nicht.
    .gender = masculine
    .plural = Leuchttürme
card-sea_witch = Meerhexe
    .text = +2 Karten. Jeder Mitspieler nimmt einen Fluch. Zu Beginn deines nächsten Zuges: +2 Karten, danach legst du 2 Karten ab.
    .gender = feminine
    .plural = Meerhexen
card-island = Insel
    .text = Lege diese Karte und eine Karte aus deiner Hand auf dein Insel-Tableau. Wert 2 SP.
    .gender = feminine
    .plural = Inseln
card-native_village = Eingeborenendorf
    .text = +2 Aktionen. Wähle eins: Lege die oberste Karte deines Nachziehstapels verdeckt auf dein Eingeborenendorf-Tableau (die Karten dort darfst du jederzeit ansehen); oder nimm alle Karten von diesem Tableau auf deine Hand.
    .gender = neuter
    .plural = Eingeborenendörfer
    .option-1 = Die oberste Karte des Nachziehstapels auf das Eingeborenendorf-Tableau legen
    .option-2 = Alle Karten vom Eingeborenendorf-Tableau auf die Hand nehmen
card-outpost = Außenposten
    .text = Ist dies der erste Außenposten, den du in diesem Zug gespielt hast, und war der vorherige Zug nicht deiner, dann führst du nach diesem Zug einen Extrazug aus und ziehst für deine nächste Hand nur 3 Karten.
    .gender = masculine
    .plural = Außenposten
card-treasury = Schatzkammer
    .text = +1 Karte, +1 Aktion, +$1. Hast du in der Kaufphase dieses Zuges keine Punktekarte genommen, darfst du diese Karte am Ende dieser Kaufphase auf deinen Nachziehstapel legen.
    .gender = feminine
    .plural = Schatzkammern
card-smugglers = Schmuggler
    .text = Nimm ein Exemplar einer Karte, die bis zu $6 kostet und die dein rechter Mitspieler in seinem letzten Zug genommen hat.
    .gender = masculine
    .plural = Schmuggler
card-tactician = Taktiker
    .text = Hast du mindestens eine Karte auf der Hand: Lege alle deine Handkarten ab, und zu Beginn deines nächsten Zuges erhältst du +5 Karten, +1 Aktion und +1 Kauf.
    .gender = masculine
    .plural = Taktiker

## Hinterland (beide Editionen)

card-border_village = Grenzdorf
    .text = +1 Karte, +2 Aktionen. Wenn du diese Karte nimmst, nimm eine Karte, die weniger kostet als diese.
    .gender = neuter
    .plural = Grenzdörfer
card-develop = Aufbau
    .text = Entsorge eine deiner Handkarten. Nimm in beliebiger Reihenfolge zwei Karten auf deinen Nachziehstapel: eine, die genau $1 mehr, und eine, die genau $1 weniger kostet als die entsorgte Karte.
    .gender = masculine
    .plural = Aufbauten
card-oasis = Oase
    .text = +1 Karte, +1 Aktion, +$1. Lege eine Karte aus deiner Hand ab.
    .gender = feminine
    .plural = Oasen
card-crossroads = Wegkreuzung
    .text = Decke deine Handkarten auf. +1 Karte pro aufgedeckter Punktekarte. Hast du in diesem Zug zum ersten Mal eine Wegkreuzung gespielt, +3 Aktionen.
    .gender = feminine
    .plural = Wegkreuzungen
card-fools_gold = Katzengold
    .text = Wert $1, wenn du in diesem Zug zum ersten Mal ein Katzengold spielst, sonst Wert $4. Nimmt ein Mitspieler eine Provinz, darfst du diese Karte aus deiner Hand entsorgen, um ein Gold auf deinen Nachziehstapel zu nehmen.
    .gender = neuter
    .plural = Katzengold
card-tunnel = Tunnel
    .text = Wert 2 SP. Wenn du diese Karte außerhalb der Aufräumphase ablegst, darfst du sie aufdecken, um ein Gold zu nehmen.
    .gender = masculine
    .plural = Tunnel
card-margrave = Markgraf
    .text = +3 Karten, +1 Kauf. Jeder Mitspieler zieht eine Karte und legt dann so lange Karten ab, bis er nur noch 3 Karten auf der Hand hat.
    .gender = masculine
    .plural = Markgrafen

## Hinterland (nur 1. Edition)

card-silk_road = Seidenstraße
    .text = Wert 1 SP pro 4 Punktekarten in deinem gesamten Kartensatz (abgerundet), diese mitgezählt.
    .gender = feminine
    .plural = Seidenstraßen
card-nomad_camp = Nomadencamp
    .text = +1 Kauf, +$2. Wenn du diese Karte nimmst, lege sie auf deinen Nachziehstapel statt auf deinen Ablagestapel.
    .gender = neuter
    .plural = Nomadencamps

## Hinterland (nur 2. Edition)

card-guard_dog = Wachhund
    .text = +2 Karten. Hast du danach 5 oder weniger Karten auf der Hand, +2 Karten. Spielt ein Mitspieler eine Angriffskarte, darfst du zuerst diese Karte aus deiner Hand spielen.
    .gender = masculine
    .plural = Wachhunde

## Hinterland (Karten mit unterschiedlichen Regeln je Edition)

card-highway_1e = Fernstraße
    .text = +1 Karte, +1 Aktion. Solange diese Karte im Spiel ist, kosten alle Karten $1 weniger, aber nie weniger als $0.
    .gender = feminine
    .plural = Fernstraßen
card-highway_2e = Fernstraße
    .text = +1 Karte, +1 Aktion. Für den Rest dieses Zuges kosten alle Karten $1 weniger, aber nie weniger als $0.
    .gender = feminine
    .plural = Fernstraßen
card-haggler_1e = Feilscher
    .text = +$2. Solange diese Karte im Spiel ist, nimmst du jedes Mal, wenn du eine Karte kaufst, eine billigere Karte, die keine Punktekarte ist.
    .gender = masculine
    .plural = Feilscher
card-haggler_2e = Feilscher
    .text = +$2. Für den Rest dieses Zuges nimmst du jedes Mal, wenn du eine gekaufte Karte nimmst, eine billigere Karte, die keine Punktekarte ist.
    .gender = masculine
    .plural = Feilscher
card-trader_1e = Fahrender Händler
    .accusative = Fahrenden Händler
    .text = Entsorge eine deiner Handkarten. Nimm ein Silber pro $1, das sie kostet. Wenn du eine Karte nehmen würdest, darfst du diese Karte aus deiner Hand aufdecken, um stattdessen ein Silber zu nehmen.
    .gender = masculine
    .plural = Fahrende Händler
card-trader_2e = Fahrender Händler
    .accusative = Fahrenden Händler
    .text = Entsorge eine deiner Handkarten. Nimm ein Silber pro $1, das sie kostet. Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte gegen ein Silber einzutauschen.
    .gender = masculine
    .plural = Fahrende Händler
card-farmland_1e = Fruchtbares Land
    .text = Wert 2 SP. Wenn du diese Karte kaufst, entsorge eine deiner Handkarten und nimm eine Karte, die genau $2 mehr kostet als die entsorgte Karte.
    .gender = neuter
    .plural = Fruchtbare Länder
card-farmland_2e = Fruchtbares Land
    .text = Wert 2 SP. Wenn du diese Karte nimmst, entsorge eine deiner Handkarten und nimm eine Karte außer Fruchtbarem Land, die genau $2 mehr kostet als die entsorgte Karte.
    .gender = neuter
    .plural = Fruchtbare Länder

## Tableaus und Marker

mat-island = Insel-Tableau
    .gender = neuter
mat-native_village = Eingeborenendorf-Tableau
    .gender = neuter
mat-trade_route = Handelsroute-Tableau
    .gender = neuter
token-trade_route = Geldmarker
    .gender = masculine
vp-token = Siegpunktmarker
    .gender = masculine

## Kartentypen

type-action = Aktion
    .gender = feminine
type-treasure = Geld
    .gender = neuter
type-victory = Punkte
    .gender = masculine
type-curse = Fluch
    .gender = masculine
type-attack = Angriff
    .gender = masculine
type-reaction = Reaktion
    .gender = feminine
type-duration = Dauer
    .gender = feminine

## Editionen und Erweiterungen

set-base = Dominion (Basisspiel)
    .gender = neuter
set-prosperity = Blütezeit
    .gender = feminine
set-seaside2 = Seaside (2. Edition)
    .gender = feminine
set-hinterlands1 = Hinterland (1. Edition)
    .gender = neuter
set-hinterlands2 = Hinterland (2. Edition)
    .gender = neuter

## Log lines and prompts
# Variablen: $player (Name), $card / $other (Kartenname), $cards (Liste von
# Kartennamen), $count, $turn, $mat, $score, $min, $max, $cost, und $gender (das .gender
# der Karte, für den Artikel: einen Fluch, eine Provinz, ein Gold).

log-turn = — { $player }: Zug { $turn } —
log-turn-extra = — { $player }: Extrazug —
log-shuffle = { $player } mischt.
log-draw = { $player } zieht { $cards }.
log-draw-hidden = { $player } zieht { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    }.
log-play = { $player } spielt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } aus.
log-play-again = { $player } spielt { $gender ->
        [masculine] den
        [feminine] die
       *[neuter] das
    } { $card_acc } noch einmal aus.
log-buy = { $player } kauft { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc }.
log-gain = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc }.
log-gain-hand = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } auf die Hand.
log-gain-deck = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } auf den Nachziehstapel.
log-gain-aside = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } und legt { $gender ->
        [masculine] ihn
        [feminine] sie
       *[neuter] es
    } zur Seite.
log-gain-mat = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } auf { $mat }.
log-gain-trash = { $player } nimmt { $gender ->
        [masculine] einen
        [feminine] eine
       *[neuter] ein
    } { $card_acc } in den Müll.
log-trash = { $player } entsorgt { $cards }.
log-discard = { $player } legt { $cards } ab.
log-reveal = { $player } deckt { $cards } auf.
log-reveal-none = { $player } deckt nichts auf.
log-look = { $player } sieht sich { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } an.
log-put-hand = { $player } nimmt { $cards } auf die Hand.
log-put-deck = { $player } legt { $cards } auf den Nachziehstapel.
log-put-mat = { $player } legt { $cards } auf { $mat }.
log-put-discard = { $player } legt { $cards } auf den Ablagestapel.
log-put-aside = { $player } legt { $cards } zur Seite.
log-put-trash = { $player } legt { $cards } in den Müll.
log-put-supply = { $player } legt { $cards } zurück in den Vorrat.
log-put-play = { $player } legt { $cards } ins Spiel.
log-set-aside = { $player } legt { $cards } zur Seite.
log-set-aside-face-down = { $player } legt { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } verdeckt zur Seite.
log-exchange = { $player } tauscht { $card } gegen { $other }.
log-plus-actions = { $player } erhält +{ $count } { $count ->
        [one] Aktion
       *[other] Aktionen
    }.
log-plus-buys = { $player } erhält +{ $count } { $count ->
        [one] Kauf
       *[other] Käufe
    }.
log-plus-coins = { $player } erhält +{ $count } Geld.
log-minus-coins = { $player } verliert { $count } Geld.
log-plus-vp = { $player } erhält +{ $count } { $count ->
        [one] Siegpunktmarker
       *[other] Siegpunktmarker
    }.
log-name = { $player } benennt { $card }.
log-unaffected = { $player } ist vom Angriff nicht betroffen.
log-delayed = { $player }: { $card } wirkt.
log-extra-turn = { $player } macht einen Extrazug.
log-cancelled = { $player } nimmt { $card } doch nicht.
log-token = Ein Marker wandert auf { $mat }.
log-game-over = Das Spiel ist zu Ende.
log-score = { $player }: { $score } SP
log-winner = { $player } gewinnt.
log-shared = { $players } teilen sich den Sieg.

prompt-move-action = { $player }, Aktionsphase ({ $actions } { $actions ->
        [one] Aktion
       *[other] Aktionen
    }, { $buys } { $buys ->
        [one] Kauf
       *[other] Käufe
    }, { $coins } Geld):
prompt-move-buy = { $player }, Kaufphase ({ $buys } { $buys ->
        [one] Kauf
       *[other] Käufe
    }, { $coins } Geld):
prompt-cards = { $player }, { $card }: wähle { $min ->
        [0] bis zu { $max }
       *[other] { $min } bis { $max }
    } { $max ->
        [one] Karte
       *[other] Karten
    } zum { $verb }:
prompt-cards-exact = { $player }, { $card }: wähle { $max ->
        [one] eine Karte
       *[other] { $max } Karten
    } zum { $verb }:
prompt-play = { $player }, { $card }: wähle eine Karte zum Ausspielen:
prompt-gain = { $player }, { $card }: wähle eine Karte, die du nimmst:
prompt-may = { $player }, { $card }: diese Fähigkeit nutzen?
prompt-choose = { $player }, { $card }: wähle eins:
prompt-order = { $player }, { $card }: was zuerst?
prompt-first = { $player }: mehrere Fähigkeiten geschehen gleichzeitig; welche zuerst?
prompt-name = { $player }, { $card }: benenne eine Karte:
prompt-numbers = Zahlen mit Leerzeichen getrennt eingeben (leer für keine):
prompt-number = Eine Zahl eingeben:
option-play = { $card } ausspielen
option-play-treasures = Alle Geldkarten ausspielen
option-buy = { $card } kaufen ({ $cost } Geld)
option-end-action = Aktionsphase beenden
option-end-buy = Zug beenden
option-none = Nichts
option-yes = Ja
option-no = Nein
verb-trash = Entsorgen
verb-discard = Ablegen
verb-reveal = Aufdecken
verb-look = Ansehen
verb-set-aside = Zur-Seite-Legen
verb-put = Verschieben
verb-return = Zurücklegen
name-human = Spieler { $n }
view-hand = Deine Hand: { $cards }
view-in-play = Im Spiel: { $cards }
view-supply = Vorrat: { $cards }
view-scores = Punkte

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
ui-seed = Seed: { $seed }
ui-welcome = Tippe ? für Hilfe, s für eine Übersicht über das Spiel, q zum Abbrechen.
ui-resumed = Gespeichertes Spiel fortgesetzt (Seed { $seed }; { $player }, Zug { $turn }).
ui-empty = (leer)
ui-hand = Deine Hand: { $cards }
ui-cost = { $cost } Geld
ui-card-text = { $card }: { $text }
ui-can-buy = Du kannst kaufen (k und Nummer oder Name):
ui-nothing-to-buy = Du kannst gerade nichts kaufen.
ui-name-other = (Jede andere Karte kann auch benannt werden, mit ihrem Namen.)
ui-keys-action = { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: ausspielen · g: alle Geldkarten · k: kaufen · e: Aktionsphase beenden · s: Übersicht · ?: Hilfe
ui-keys-buy-treasures = g: alle Geldkarten · { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: eine ausspielen · k: kaufen · e: Zug beenden · s: Übersicht · ?: Hilfe
ui-keys-buy = k und Nummer oder Name: kaufen · e: Zug beenden · s: Übersicht · ?: Hilfe
ui-unplayed = (Du hast { $coins } Geld: deine Geldkarten sind noch nicht ausgespielt. g spielt sie aus.)
ui-keys-buy-menu = Welche Karte kaufen? Nummer oder Name eingeben (leere Zeile: zurück) · ?: Hilfe
ui-keys-pick = Eine Nummer eingeben · ?: Hilfe
ui-keys-pick-optional = Eine Nummer eingeben, oder eine leere Zeile für keine · ?: Hilfe
ui-keys-named = Eine Nummer oder den Namen einer Karte eingeben · ?: Hilfe
ui-keys-named-optional = Eine Nummer oder den Namen einer Karte eingeben, oder eine leere Zeile für keine · ?: Hilfe
ui-keys-cards-exact = { $max ->
        [one] Eine Nummer eingeben
       *[other] { $max } Nummern eingeben, durch Leerzeichen getrennt
    } · ?: Hilfe
ui-keys-cards-range = { $min } bis { $max } Nummern eingeben, durch Leerzeichen getrennt · ?: Hilfe
ui-keys-cards-upto = Bis zu { $max } Nummern eingeben, durch Leerzeichen getrennt, oder eine leere Zeile für keine · ?: Hilfe
ui-keys-yes-no = j: ja · n: nein · ?: Hilfe
ui-not-done = Nicht ausgeführt.
ui-saved = Spiel in { $path } gespeichert. Später weiterspielen mit: dominion play --resume { $path }
ui-stopped = Das Spiel ist abgebrochen. Punktestand bisher:
ui-end-of-input = (Ende der Eingabe)
ui-turn-limit = (nach { $turns } Zügen abgebrochen)
err-empty-move = Gib die Nummer einer Handkarte oder einen Befehl ein (? für Hilfe).
err-unknown = „{ $input }“ ist hier weder eine Nummer noch ein Befehl (? für Hilfe).
err-no-number = Die { $n } gibt es hier nicht: die Nummern gehen von 1 bis { $max }.
err-hand-empty = Die { $n } gibt es nicht: deine Hand ist leer.
err-twice = Die { $n } steht doppelt da: jede Karte kann nur einmal gewählt werden.
err-exact = Wähle { $max ->
        [one] genau eine Karte
       *[other] genau { $max } Karten
    }.
err-too-few = Wähle mindestens { $min ->
        [one] eine Karte
       *[other] { $min } Karten
    }.
err-too-many = Wähle höchstens { $max ->
        [one] eine Karte
       *[other] { $max } Karten
    }.
err-empty = Eine leere Antwort geht hier nicht: wähle eine der Nummern.
err-one = Bitte nur eine Antwort eingeben.
err-no-card-near = Eine Karte „{ $input }“ gibt es hier nicht. Meintest du { $card }?
err-ambiguous = „{ $input }“ passt auf { $cards }: tippe mehr vom Namen oder eine Nummer.
err-not-in-hand = { $card } ist nicht auf deiner Hand. Zum Kaufen tippe: k { $name }
err-not-playable = { $card } kann nicht ausgespielt werden: es ist weder eine Aktions- noch eine Geldkarte.
err-no-actions = Du hast keine Aktion mehr, um { $card } auszuspielen.
err-action-in-buy = { $card } ist eine Aktionskarte: die werden in der Aktionsphase ausgespielt, und die ist vorbei.
err-treasure-after-buy = Du hast in diesem Zug schon gekauft: jetzt kannst du keine Geldkarten mehr ausspielen.
err-no-treasure = Du hast keine Geldkarte zum Ausspielen.
err-not-in-supply = { $card } ist in diesem Spiel nicht im Vorrat.
err-pile-empty = Der Stapel { $card } ist leer.
err-no-buys = Du hast keinen Kauf mehr.
err-too-expensive = { $card } kostet { $cost }; du hast { $coins } Geld.
err-too-expensive-unplayed = { $card } kostet { $cost }; du hast { $coins } Geld und noch nicht ausgespielte Geldkarten (g spielt sie aus).
err-cannot-buy = Eine Regel verbietet gerade, { $card } zu kaufen.
err-yes-no = Antworte mit j (ja) oder n (nein).
err-illegal = Diese Antwort ist hier nicht erlaubt.
err-save-path = Tippe speichern und einen Dateinamen, zum Beispiel: speichern spiel.ron
err-save = Das Spiel wurde nicht gespeichert: { $error }
confirm-buy-cheap = { $card } kostet 0 Geld und macht ein Deck selten besser. Trotzdem kaufen? (j/n)
confirm-buy-unplayed = Du hast deine Geldkarten noch nicht ausgespielt, und nach dem Kauf geht das nicht mehr. { $card } trotzdem kaufen? (j/n)
confirm-end-actions = Du hast noch { $actions ->
        [one] eine Aktion
       *[other] { $actions } Aktionen
    } und eine Aktionskarte zum Ausspielen. Aktionsphase trotzdem beenden? (j/n)
confirm-end-coins = Du hast noch { $coins } Geld und { $buys ->
        [one] einen Kauf
       *[other] { $buys } Käufe
    }. Zug ohne Kauf beenden? (j/n)
confirm-end-unplayed = Du hast die Geldkarten auf deiner Hand nicht ausgespielt. Zug ohne Kauf beenden? (j/n)
status-title = — Übersicht ({ $player }, Zug { $turn }) —
status-supply = Vorrat (Nummer, aktuelle Kosten, übrige Karten):
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
    Dein Zug: spiele Aktionskarten aus (jede kostet eine Aktion), dann Geldkarten, dann kaufe.
      3 oder dorf    diese Karte von der Hand ausspielen (Nummern wie bei „Deine Hand“)
      g              alle Geldkarten ausspielen
      k              die Karten, die du kaufen kannst; k 5 oder k silber kauft sofort
                     (Nummern wie im Vorrat, sie bleiben das ganze Spiel gleich)
      e              die Phase beenden: die Aktionsphase, in der Kaufphase deinen Zug
    Eine Geldkarte auszuspielen oder eine Karte zu kaufen beendet die Aktionsphase.
help-cards = Gib die Nummern der gewählten Karten ein, durch Leerzeichen oder Kommas getrennt (1 3 4), oder „alle“.
help-pick = Gib die Nummer deiner Wahl ein.
help-named = Gib die Nummer deiner Wahl ein, oder den Namen der Karte (die ersten Buchstaben genügen).
help-optional = Eine leere Zeile wählt nichts.
help-yes-no = Antworte mit j für ja oder n für nein. Der Kartentext oben sagt, was die Fähigkeit bewirkt.
help-buy-menu = Gib die Nummer vor einer Karte ein (dieselbe wie im Vorrat der Übersicht s) oder ihren Namen (die ersten Buchstaben genügen). Eine leere Zeile geht ohne Kauf zurück.
help-common =
    Bei jeder Eingabe:
      s               Übersicht: Vorrat mit Kosten und Stapelgrößen, Punkte, Stapel, Müll, Tableaus
      speichern DATEI das Spiel speichern; später weiter mit: dominion play --resume DATEI
      q               das Spiel abbrechen und den Punktestand zeigen (auch Strg-D und Strg-C)
      ?               diese Hilfe
