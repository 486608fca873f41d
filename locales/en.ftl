### Dominion rules engine: English (en) messages.
###
### Conventions (keep them when you add another language):
###
### - Every card has one message with the id `card-<id>`. <id> is the engine's snake_case
###   card id. A card whose rules differ between editions has one id per edition, with the
###   suffix _1e or _2e (e.g. card-trader_1e, card-trader_2e). Both show the same name.
### - The message value is the card's official printed name in this language.
### - Attribute `.text`: the card's complete rules text for the edition named by the id,
###   in our own words (never copied from a rulebook), on a single line. Sentences are
###   separated by ". ". Coins are written "$" followed by the amount ("+$2", "$0").
###   Victory points are written "VP" (German: "SP"). "This" means the card itself.
### - Attribute `.plural`: the plural of the card name, without article (Provinces,
###   Duchies; a name that does not change stays the same: Goons, Crossroads). English
###   needs it because its phrase (see "Phrases" before the log lines) uses $plural.
### - Attributes `.option-1`, `.option-2`, ... (for cards with a "choose one" or an "in
###   either order"): the options as the terminal offers them.
### - Other attributes of a card are the grammatical forms a language's phrases use:
###   every variable a phrase uses besides $count and $name must be an attribute of every
###   card entry (de.ftl: .gender, .accusative, .definite, .plural). English has none of
###   these; de.ftl's header explains them.
### - Other ids: `mat-<card id>` (player/shared mats), `token-<card id>` and `vp-token`
###   (tokens), `type-<type>` (card types), `set-<set>` (expansions and editions).
### - Every other message (log lines, prompts) has the same id in every language and uses
###   only the variables the English one uses; log lines may also use the phrases of
###   their own language ($card_acc, ...), and so may every message English gives a
###   $card (the terminal's errors and confirmations too: "{ $card_the } ..."). Never put
###   braces in text: { } start Fluent
###   placeables; a plain "$" in text is literal.
### - Log lines and prompts with variables go in the last section of the file.
### - `dominion check --locales locales` lists every problem of every language at once.
### - Every message with variables has a `# Variables:` comment right above it: what each
###   variable holds and where the text appears. `check` holds English to it (a variable
###   the comment does not list is an error). A message that is right as it is in English
###   (Bank, Oasis) gets the comment `# Same as English.` in your file, else `check` warns
###   that it may not be translated yet.
###
### Glossary: the game's terms, as the card texts and the log use them.
###
### - gain: take a card (from the Supply, unless said otherwise) into your discard pile, or
###   where the text says. Buying a card gains it.
### - trash: put a card into the trash, a pile shared by all players; it leaves the game.
### - discard: put a card from your hand (or deck) onto your discard pile. Not the same as
###   putting a card there (Tunnel reacts to a discard only).
### - draw: take the top card of your deck into your hand.
### - reveal: show a card to every player; it stays where it is.
### - look at: see a card yourself; the others do not see it.
### - set aside: put a card apart, face up (or face down: only you know it), until a card
###   says what happens to it.
### - play: put a card from your hand into play and follow its text ("play it twice":
###   Throne Room). Action cards are played in the Action phase, Treasures in the Buy phase.
### - Supply: the piles of cards players can buy or gain in this game (Kingdom cards, the
###   basic Treasures, Victory cards and Curses).
### - deck: your draw pile, face down. Discard pile: your face-up pile, shuffled into a new
###   deck when the deck runs out. Hand: the cards you hold. In play: the cards played this
###   turn.
### - mat: a board beside a player (Island mat, Native Village mat) or shared (Trade Route
###   mat) that holds cards or tokens.
### - token: a marker: coin tokens (Trade Route), VP tokens (Monument, Bishop, Goons).
### - Action, Treasure, Victory, Curse, Attack, Reaction, Duration: card types (`type-*`).
###   Duration cards stay in play and do something at the start of your next turn.
### - $: coins ("+$2": two more coins to spend this turn; "$3": costs 3 coins). VP: victory
###   points.
### - +1 Action / +1 Buy: you may play one more Action card / buy one more card this turn.

## Basic cards

card-copper = Copper
    .text = Worth $1.
    .plural = Coppers
card-silver = Silver
    .text = Worth $2.
    .plural = Silvers
card-gold = Gold
    .text = Worth $3.
    .plural = Golds
card-platinum = Platinum
    .text = Worth $5.
    .plural = Platinums
card-estate = Estate
    .text = Worth 1 VP.
    .plural = Estates
card-duchy = Duchy
    .text = Worth 3 VP.
    .plural = Duchies
card-province = Province
    .text = Worth 6 VP.
    .plural = Provinces
card-colony = Colony
    .text = Worth 10 VP.
    .plural = Colonies
card-curse = Curse
    .text = Worth -1 VP.
    .plural = Curses

## Base game cards used by the rulebooks

card-throne_room = Throne Room
    .text = You may choose an Action card in your hand and play it twice.
    .plural = Throne Rooms
card-moat = Moat
    .text = +2 Cards. When another player plays an Attack card, you may reveal this from your hand before it resolves; if you do, that Attack does not affect you.
    .plural = Moats

## Prosperity (1st edition)

card-kings_court = King's Court
    .text = You may choose an Action card in your hand and play it three times.
    .plural = King's Courts
card-workers_village = Worker's Village
    .text = +1 Card, +2 Actions, +1 Buy.
    .plural = Worker's Villages
card-monument = Monument
    .text = +$2, +1 VP token.
    .plural = Monuments
card-bank = Bank
    .text = When you play this, it is worth $1 for each Treasure you have in play, this one included.
    .plural = Banks
card-venture = Venture
    .text = Worth $1. When you play this, reveal cards from your deck until you reveal a Treasure. Discard the other revealed cards, then play that Treasure.
    .plural = Ventures
card-hoard = Hoard
    .text = Worth $2. While this is in play, each time you buy a Victory card, gain a Gold.
    .plural = Hoards
card-quarry = Quarry
    .text = Worth $1. While this is in play, Action cards cost $2 less, but never less than $0.
    .plural = Quarries
card-peddler = Peddler
    .text = +1 Card, +1 Action, +$1. During your Buy phase, this costs $2 less for each Action card you have in play, but never less than $0.
    .plural = Peddlers
card-grand_market = Grand Market
    .text = +1 Card, +1 Action, +1 Buy, +$2. You can't buy this while you have a Copper in play.
    .plural = Grand Markets
card-contraband = Contraband
    .text = Worth $3. +1 Buy. When you play this, the player to your left names a card; you can't buy that card this turn.
    .plural = Contrabands
card-watchtower = Watchtower
    .text = Draw cards until you have 6 cards in hand. When you gain a card, you may reveal this from your hand to either trash the gained card or put it onto your deck.
    .plural = Watchtowers
    .option-1 = Trash the gained card
    .option-2 = Put the gained card onto your deck
card-trade_route = Trade Route
    .text = +1 Buy, +$1 per coin token on the Trade Route mat. Trash a card from your hand. Setup: put a coin token on each Victory card pile in the Supply; when a card is gained from such a pile, its token moves to the Trade Route mat.
    .plural = Trade Routes
card-goons = Goons
    .text = +1 Buy, +$2. Each other player discards cards until they have 3 cards in hand. While this is in play, each time you buy a card, +1 VP token.
    .plural = Goons
card-bishop = Bishop
    .text = +$1, +1 VP token. Trash a card from your hand and take VP tokens equal to half its cost, rounded down. Each other player may trash a card from their hand.
    .plural = Bishops
card-city = City
    .text = +1 Card, +2 Actions. If one or more Supply piles are empty, +1 Card. If two or more are empty, also +$1 and +1 Buy.
    .plural = Cities
card-counting_house = Counting House
    .text = Look through your discard pile, reveal any number of Coppers from it and put them into your hand.
    .plural = Counting Houses
card-expand = Expand
    .text = Trash a card from your hand. Gain a card costing up to $3 more than the trashed card.
    .plural = Expands
card-forge = Forge
    .text = Trash any number of cards from your hand. Gain a card whose cost is exactly the sum of the trashed cards' costs.
    .plural = Forges
card-loan = Loan
    .text = Worth $1. Reveal cards from your deck until you reveal a Treasure. Discard that Treasure or trash it. Discard the other revealed cards.
    .plural = Loans
    .option-1 = Discard the revealed Treasure
    .option-2 = Trash the revealed Treasure
card-mint = Mint
    .text = You may reveal a Treasure from your hand to gain a copy of it. When you buy this, trash all Treasures you have in play.
    .plural = Mints
card-mountebank = Mountebank
    .text = +$2. Each other player may discard a Curse from their hand. Whoever does not gains a Curse and a Copper.
    .plural = Mountebanks
card-rabble = Rabble
    .text = +3 Cards. Each other player reveals the top 3 cards of their deck, discards the revealed Actions and Treasures, and puts the rest back on top in any order they like.
    .plural = Rabbles
card-royal_seal = Royal Seal
    .text = Worth $2. While this is in play, each time you gain a card, you may put it onto your deck.
    .plural = Royal Seals
card-talisman = Talisman
    .text = Worth $1. While this is in play, each time you buy a non-Victory card costing $4 or less, gain another copy of it.
    .plural = Talismans
card-vault = Vault
    .text = +2 Cards. Discard any number of cards from your hand for +$1 each. Each other player may discard 2 cards from their hand; whoever does draws a card.
    .plural = Vaults

## Seaside (2nd edition)

card-haven = Haven
    .text = +1 Card, +1 Action. Set aside a card from your hand face down. At the start of your next turn, put that card into your hand.
    .plural = Havens
card-fishing_village = Fishing Village
    .text = +2 Actions, +$1. At the start of your next turn: +1 Action, +$1.
    .plural = Fishing Villages
card-wharf = Wharf
    .text = +2 Cards, +1 Buy. At the start of your next turn, again +2 Cards, +1 Buy.
    .plural = Wharves
card-lighthouse = Lighthouse
    .text = +1 Action, +$1. At the start of your next turn: +$1. Until then, Attacks played by other players do not affect you.
    .plural = Lighthouses
card-sea_witch = Sea Witch
    .text = +2 Cards. Each other player gains a Curse. At the start of your next turn: +2 Cards, then discard 2 cards.
    .plural = Sea Witches
card-island = Island
    .text = Put this and a card from your hand onto your Island mat. Worth 2 VP.
    .plural = Islands
card-native_village = Native Village
    .text = +2 Actions. Choose one: put the top card of your deck face down onto your Native Village mat (you may look at the cards there at any time); or put all cards from that mat into your hand.
    .plural = Native Villages
    .option-1 = Put the top card of your deck onto your Native Village mat
    .option-2 = Put all cards from your Native Village mat into your hand
card-outpost = Outpost
    .text = If this is the first Outpost you played this turn and the previous turn was not yours, take an extra turn after this one, and draw only 3 cards for your next hand.
    .plural = Outposts
card-treasury = Treasury
    .text = +1 Card, +1 Action, +$1. At the end of your Buy phase this turn, if you gained no Victory card during that phase, you may put this onto your deck.
    .plural = Treasuries
card-smugglers = Smugglers
    .text = Gain a copy of a card costing up to $6 that the player to your right gained during their last turn.
    .plural = Smugglers
card-tactician = Tactician
    .text = If you have at least one card in hand: discard your hand, and at the start of your next turn, +5 Cards, +1 Action and +1 Buy.
    .plural = Tacticians
card-astrolabe = Astrolabe
    .text = Now and at the start of your next turn: +$1 and +1 Buy.
    .plural = Astrolabes
card-lookout = Lookout
    .text = +1 Action. Look at the top 3 cards of your deck. Trash one of them, discard one of them, and put the remaining one back on top.
    .plural = Lookouts
card-monkey = Monkey
    .text = Until your next turn, whenever the player to your right gains a card: +1 Card. At the start of your next turn: +1 Card.
    .plural = Monkeys
card-sea_chart = Sea Chart
    .text = +1 Card, +1 Action. Reveal the top card of your deck. If you have a card with the same name in play, put the revealed card into your hand.
    .plural = Sea Charts
card-warehouse = Warehouse
    .text = +3 Cards, +1 Action. Discard 3 cards.
    .plural = Warehouses
card-blockade = Blockade
    .text = Gain a card costing up to $4 and set it aside. At the start of your next turn, put it into your hand. As long as it stays set aside, any other player who gains a copy of it during their own turn also gains a Curse.
    .plural = Blockades
card-corsair = Corsair
    .text = +$2. At the start of your next turn: +1 Card. Until then, every other player trashes the first Silver or Gold they play in each of their turns.
    .plural = Corsairs
card-caravan = Caravan
    .text = +1 Card, +1 Action. At the start of your next turn: +1 Card.
    .plural = Caravans
card-cutpurse = Cutpurse
    .text = +$2. Every other player discards a Copper; a player without one reveals their hand instead.
    .plural = Cutpurses
card-sailor = Sailor
    .text = +1 Action. Once during this turn, when you gain a Duration card, you may play it. At the start of your next turn: +$2, and you may trash a card from your hand.
    .plural = Sailors
card-salvager = Salvager
    .text = +1 Buy. Trash a card from your hand, then +$1 for each $1 it costs.
    .plural = Salvagers
card-tide_pools = Tide Pools
    .text = +3 Cards, +1 Action. At the start of your next turn: discard 2 cards.
    .plural = Tide Pools
card-treasure_map = Treasure Map
    .text = Trash this and a Treasure Map from your hand. If both Treasure Maps were trashed, gain 4 Golds onto your deck.
    .plural = Treasure Maps
card-bazaar = Bazaar
    .text = +1 Card, +2 Actions, +$1.
    .plural = Bazaars
card-merchant_ship = Merchant Ship
    .text = Now and at the start of your next turn: +$2.
    .plural = Merchant Ships
card-pirate = Pirate
    .text = At the start of your next turn, gain a Treasure costing up to $6 into your hand. Whenever any player gains a Treasure, you may play this from your hand.
    .plural = Pirates

## Hinterlands (both editions)

card-border_village = Border Village
    .text = +1 Card, +2 Actions. When you gain this, gain a card costing less than this.
    .plural = Border Villages
card-develop = Develop
    .text = Trash a card from your hand. Gain two cards onto your deck, in either order: one costing exactly $1 more than the trashed card and one costing exactly $1 less.
    .plural = Develops
    .option-1 = First gain the card costing $1 more, then the one costing $1 less
    .option-2 = First gain the card costing $1 less, then the one costing $1 more
card-oasis = Oasis
    .text = +1 Card, +1 Action, +$1. Discard a card.
    .plural = Oases
card-crossroads = Crossroads
    .text = Reveal your hand. +1 Card per Victory card revealed. If this is the first time you played a Crossroads this turn, +3 Actions.
    .plural = Crossroads
card-fools_gold = Fool's Gold
    .text = Worth $1 if this is the first time you played a Fool's Gold this turn, otherwise worth $4. When another player gains a Province, you may trash this from your hand to gain a Gold onto your deck.
    .plural = Fool's Golds
card-tunnel = Tunnel
    .text = Worth 2 VP. When you discard this other than during Clean-up, you may reveal it to gain a Gold.
    .plural = Tunnels
card-margrave = Margrave
    .text = +3 Cards, +1 Buy. Each other player draws a card, then discards cards until they have 3 cards in hand.
    .plural = Margraves
card-scheme = Scheme
    .text = +1 Card, +1 Action. Once this turn, when you discard an Action card from play, you may put it onto your deck.
    .plural = Schemes
card-jack_of_all_trades = Jack of All Trades
    .text = Gain a Silver. Look at the top card of your deck and either discard it or put it back. Draw until you have 5 cards in hand. You may trash a card from your hand that is not a Treasure.
    .plural = Jacks of All Trades
    .option-1 = Discard the top card
    .option-2 = Put the top card back
card-spice_merchant = Spice Merchant
    .text = You may trash a Treasure from your hand. If you do, choose: +2 Cards and +1 Action, or +1 Buy and +$2.
    .plural = Spice Merchants
    .option-1 = +2 Cards and +1 Action
    .option-2 = +1 Buy and +$2
card-cartographer = Cartographer
    .text = +1 Card, +1 Action. Look at the top 4 cards of your deck. Discard as many of them as you like and put the others back in an order of your choice.
    .plural = Cartographers
card-inn = Inn
    .text = +2 Cards, +2 Actions, discard 2 cards from your hand. When you gain this, look through your discard pile, reveal any number of Action cards from it (this one too) and shuffle them into your deck.
    .plural = Inns
card-stables = Stables
    .text = You may discard a Treasure from your hand. If you do, +3 Cards and +1 Action.
    .plural = Stables


## Hinterlands (1st edition only)

card-silk_road = Silk Road
    .text = Worth 1 VP for every 4 Victory cards in your deck (rounded down), this one included.
    .plural = Silk Roads
card-nomad_camp = Nomad Camp
    .text = +1 Buy, +$2. When you gain this, put it onto your deck instead of into your discard pile.
    .plural = Nomad Camps
card-duchess = Duchess
    .text = +$2. Every player, you included, looks at the top card of their deck and may discard it. In games using this, when you gain a Duchy, you may gain a Duchess.
    .plural = Duchesses
card-noble_brigand = Noble Brigand
    .text = +$1. When you buy or play this, every other player reveals the top 2 cards of their deck; of those, they trash a Silver or Gold of your choice and discard the others, and if none of the two was a Treasure they gain a Copper. You gain the Silvers and Golds they trashed.
    .plural = Noble Brigands
card-oracle = Oracle
    .text = Every player, you included, reveals the top 2 cards of their deck; for each of them you choose whether they discard those cards or put them back in an order they choose. Then +2 Cards.
    .plural = Oracles
    .option-1 = The player discards the revealed cards
    .option-2 = The player puts them back in an order of their choice
card-ill_gotten_gains = Ill-Gotten Gains
    .text = Worth $1. When you play this, you may gain a Copper into your hand. When you gain this, every other player gains a Curse.
    .plural = Ill-Gotten Gains
card-cache = Cache
    .text = Worth $3. When you gain this, also gain 2 Coppers.
    .plural = Caches
card-embassy = Embassy
    .text = +5 Cards, then discard 3 cards from your hand. When you gain this, every other player gains a Silver.
    .plural = Embassies
card-mandarin = Mandarin
    .text = +$3. Put a card from your hand onto your deck. When you gain this, put all Treasures you have in play onto your deck in an order of your choice.
    .plural = Mandarins


## Hinterlands (2nd edition only)

card-guard_dog = Guard Dog
    .text = +2 Cards. Then, if you have 5 or fewer cards in hand, +2 Cards. When another player plays an Attack card, you may play this from your hand before it resolves.
    .plural = Guard Dogs
card-nomads = Nomads
    .text = +1 Buy, +$2. When you gain this and when you trash this, +$2.
    .plural = Nomads
card-trail = Trail
    .text = +1 Card, +1 Action. When you gain or trash this, or discard it other than in Clean-up, you may play it.
    .plural = Trails
card-weaver = Weaver
    .text = Choose: gain 2 Silvers, or gain a card costing up to $4. When you discard this other than in Clean-up, you may play it.
    .plural = Weavers
    .option-1 = Gain 2 Silvers
    .option-2 = Gain a card costing up to $4
card-berserker = Berserker
    .text = Gain a card costing less than this. Every other player discards down to 3 cards in hand. When you gain this, if you have an Action card in play, play this.
    .plural = Berserkers
card-cauldron = Cauldron
    .text = Worth $2. +1 Buy. This turn, the third time you gain an Action card, every other player gains a Curse.
    .plural = Cauldrons
card-souk = Souk
    .text = +1 Buy, +$7, then -$1 for each card in your hand (you cannot go below $0). When you gain this, trash up to 2 cards from your hand.
    .plural = Souks
card-wheelwright = Wheelwright
    .text = +1 Card, +1 Action. You may discard a card from your hand; if you do, gain an Action card costing no more than the discarded card.
    .plural = Wheelwrights
card-witchs_hut = Witch's Hut
    .text = +4 Cards. Discard 2 cards from your hand, revealing them. If both are Action cards, every other player gains a Curse.
    .plural = Witch's Huts


## Hinterlands (cards whose rules differ between editions)

card-highway_1e = Highway
    .text = +1 Card, +1 Action. While this is in play, all cards cost $1 less, but never less than $0.
    .plural = Highways
card-highway_2e = Highway
    .text = +1 Card, +1 Action. For the rest of this turn, all cards cost $1 less, but never less than $0.
    .plural = Highways
card-haggler_1e = Haggler
    .text = +$2. While this is in play, each time you buy a card, gain a non-Victory card that costs less than it.
    .plural = Hagglers
card-haggler_2e = Haggler
    .text = +$2. For the rest of this turn, each time you gain a card you bought, gain a non-Victory card that costs less than it.
    .plural = Hagglers
card-trader_1e = Trader
    .text = Trash a card from your hand. Gain a Silver for each $1 it costs. When you would gain a card, you may reveal this from your hand to gain a Silver instead.
    .plural = Traders
card-trader_2e = Trader
    .text = Trash a card from your hand. Gain a Silver for each $1 it costs. When you gain a card, you may reveal this from your hand to exchange the gained card for a Silver.
    .plural = Traders
card-farmland_1e = Farmland
    .text = Worth 2 VP. When you buy this, trash a card from your hand and gain a card costing exactly $2 more than the trashed card.
    .plural = Farmlands
card-farmland_2e = Farmland
    .text = Worth 2 VP. When you gain this, trash a card from your hand and gain a card other than a Farmland costing exactly $2 more than the trashed card.
    .plural = Farmlands

## Dominion (both editions)

card-bureaucrat = Bureaucrat
    .text = Gain a Silver onto your deck. Every other player reveals a Victory card from their hand and puts it onto their deck; a player without one reveals their hand instead.
    .plural = Bureaucrats
card-cellar = Cellar
    .text = +1 Action. Discard as many cards from your hand as you like, then draw one card for each card you discarded.
    .plural = Cellars
card-chapel = Chapel
    .text = Trash up to 4 cards from your hand.
    .plural = Chapels
card-council_room = Council Room
    .text = +4 Cards, +1 Buy. Every other player draws a card.
    .plural = Council Rooms
card-festival = Festival
    .text = +2 Actions, +1 Buy, +$2.
    .plural = Festivals
card-gardens = Gardens
    .text = Worth 1 VP for every 10 cards you have at the end of the game (rounded down).
    .plural = Gardens
card-laboratory = Laboratory
    .text = +2 Cards, +1 Action.
    .plural = Laboratories
card-market = Market
    .text = +1 Card, +1 Action, +1 Buy, +$1.
    .plural = Markets
card-militia = Militia
    .text = +$2. Every other player discards cards until they have 3 cards in hand.
    .plural = Militias
card-remodel = Remodel
    .text = Trash a card from your hand. Gain a card costing at most $2 more than the trashed card.
    .plural = Remodels
card-smithy = Smithy
    .text = +3 Cards.
    .plural = Smithies
card-village = Village
    .text = +1 Card, +2 Actions.
    .plural = Villages
card-witch = Witch
    .text = +2 Cards. Every other player gains a Curse.
    .plural = Witches
card-workshop = Workshop
    .text = Gain a card costing at most $4.
    .plural = Workshops

## Dominion (2nd edition only)

card-artisan = Artisan
    .text = Gain a card costing at most $5 and put it into your hand. Then put a card from your hand onto your deck.
    .plural = Artisans
card-bandit = Bandit
    .text = Gain a Gold. Every other player reveals the top 2 cards of their deck, trashes one revealed Treasure that is not a Copper, and discards the other revealed cards.
    .plural = Bandits
card-harbinger = Harbinger
    .text = +1 Card, +1 Action. You may look through your discard pile and put a card from it onto your deck.
    .plural = Harbingers
card-poacher = Poacher
    .text = +1 Card, +1 Action, +$1. Discard a card per empty Supply pile.
    .plural = Poachers
card-merchant = Merchant
    .text = +1 Card, +1 Action. The first time you play a Silver this turn, +$1.
    .plural = Merchants
card-sentry = Sentry
    .text = +1 Card, +1 Action. Look at the top 2 cards of your deck. Trash any of them, discard any of the others, and put the rest back in an order you choose.
    .plural = Sentries
card-vassal = Vassal
    .text = +$2. Discard the top card of your deck. If it is an Action card, you may play it.
    .plural = Vassals

## Dominion (1st edition only)

card-adventurer = Adventurer
    .text = Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasures into your hand and discard the other revealed cards.
    .plural = Adventurers
card-feast = Feast
    .text = Trash this. Gain a card costing at most $5.
    .plural = Feasts
card-spy = Spy
    .text = +1 Card, +1 Action. Every player, you included, reveals the top card of their deck; you decide for each whether they discard it or put it back.
    .option-1 = The player discards the revealed card
    .option-2 = The player puts it back
    .plural = Spies
card-woodcutter = Woodcutter
    .text = +1 Buy, +$2.
    .plural = Woodcutters

## Dominion (cards whose rules differ between editions)

card-mine_1e = Mine
    .text = Trash a Treasure from your hand. If you do, gain a Treasure costing at most $3 more than it and put it into your hand.
    .plural = Mines
card-mine_2e = Mine
    .text = You may trash a Treasure from your hand. If you do, gain a Treasure costing at most $3 more than it and put it into your hand.
    .plural = Mines
card-moneylender_1e = Moneylender
    .text = Trash a Copper from your hand. If you do, +$3.
    .plural = Moneylenders
card-moneylender_2e = Moneylender
    .text = You may trash a Copper from your hand. If you do, +$3.
    .plural = Moneylenders

## Intrigue (both editions)

card-baron = Baron
    .text = +1 Buy. You may discard an Estate for +$4; if you don't, gain an Estate.
    .plural = Barons
card-bridge = Bridge
    .text = +1 Buy, +$1. For the rest of this turn, all cards cost $1 less, but never less than $0.
    .plural = Bridges
card-conspirator = Conspirator
    .text = +$2. If you have played 3 or more Action cards this turn, this one included, +1 Card and +1 Action.
    .plural = Conspirators
card-courtyard = Courtyard
    .text = +3 Cards. Put a card from your hand onto your deck.
    .plural = Courtyards
card-duke = Duke
    .text = Worth 1 VP for each Duchy you have at the end of the game.
    .plural = Dukes
card-farm = Farm
    .text = Worth $2. Worth 2 VP.
    .plural = Farms
card-ironworks = Ironworks
    .text = Gain a card costing at most $4. If it is an Action card, +1 Action; if it is a Treasure, +$1; if it is a Victory card, +1 Card (a card with several types gives each bonus).
    .plural = Ironworks
card-mining_village = Mining Village
    .text = +1 Card, +2 Actions. You may trash this for +$2.
    .plural = Mining Villages
card-minion = Minion
    .text = +1 Action. Choose one: +$2; or discard your hand, +4 Cards, and every other player who has 5 or more cards in hand discards their hand and draws 4 cards.
    .option-1 = +$2
    .option-2 = Discard your hand and draw 4 cards; other players with 5 or more cards in hand do the same
    .plural = Minions
card-nobles = Nobles
    .text = Choose one: +3 Cards; or +2 Actions. Worth 2 VP.
    .option-1 = +3 Cards
    .option-2 = +2 Actions
    .plural = Nobles
card-shanty_town = Shanty Town
    .text = +2 Actions. Reveal your hand. If it holds no Action cards, +2 Cards.
    .plural = Shanty Towns
card-steward = Steward
    .text = Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.
    .option-1 = +2 Cards
    .option-2 = +$2
    .option-3 = Trash 2 cards from your hand
    .plural = Stewards
card-torturer = Torturer
    .text = +3 Cards. Every other player chooses one: they discard 2 cards, or they gain a Curse into their hand (they may choose an option they cannot carry out).
    .option-1 = Discard 2 cards
    .option-2 = Gain a Curse into your hand
    .plural = Torturers
card-trading_post = Trading Post
    .text = Trash 2 cards from your hand. If you trashed 2, gain a Silver into your hand.
    .plural = Trading Posts
card-upgrade = Upgrade
    .text = +1 Card, +1 Action. Trash a card from your hand. Gain a card costing exactly $1 more than it.
    .plural = Upgrades
card-wishing_well = Wishing Well
    .text = +1 Card, +1 Action. Name a card, then reveal the top card of your deck. If it is the named card, put it into your hand.
    .plural = Wishing Wells

## Intrigue (2nd edition only)

card-diplomat = Diplomat
    .text = +2 Cards. If you then have 5 or fewer cards in hand, +2 Actions. When another player plays an Attack card while you have 5 or more cards in hand, you may first reveal this from your hand to draw 2 cards, then discard 3 cards.
    .plural = Diplomats
card-mill = Mill
    .text = +1 Card, +1 Action. You may discard 2 cards; if you discard both, +$2. Worth 1 VP.
    .plural = Mills
card-patrol = Patrol
    .text = +3 Cards. Reveal the top 4 cards of your deck. Put the Victory cards and Curses among them into your hand and the rest back in an order you choose.
    .plural = Patrols
card-replace = Replace
    .text = Trash a card from your hand. Gain a card costing at most $2 more than it. If the gained card is an Action or a Treasure, put it onto your deck; if it is a Victory card, every other player gains a Curse.
    .plural = Replaces

## Intrigue (1st edition only)

card-coppersmith = Coppersmith
    .text = For the rest of this turn, each Copper you play gives $1 more.
    .plural = Coppersmiths
card-great_hall = Great Hall
    .text = +1 Card, +1 Action. Worth 1 VP.
    .plural = Great Halls
card-scout = Scout
    .text = +1 Action. Reveal the top 4 cards of your deck. Put the Victory cards among them into your hand and the rest back in an order you choose.
    .plural = Scouts
card-secret_chamber = Secret Chamber
    .text = Discard as many cards from your hand as you like; +$1 for each. When another player plays an Attack card, you may reveal this from your hand; if you do, +2 Cards, then put 2 cards from your hand onto your deck.
    .plural = Secret Chambers
card-saboteur = Saboteur
    .text = Each other player reveals cards from the top of their deck until they reveal one costing $3 or more. They trash it and may gain a card costing at most $2 less than it. They discard the other revealed cards.
    .plural = Saboteurs

## Base game, Intrigue and Seaside (1st edition): cards added with the recommended Kingdoms

card-library = Library
    .text = Draw until you have 7 cards in hand. You may set aside each Action card you draw as you draw it; discard the set-aside cards afterwards.
    .plural = Libraries
card-chancellor = Chancellor
    .text = +$2. You may put your whole deck into your discard pile at once.
    .plural = Chancellors
card-thief = Thief
    .text = Every other player reveals the top 2 cards of their deck. Of the Treasures revealed, each trashes one of your choice and discards the rest. Gain any of the trashed Treasures you like.
    .plural = Thieves
card-pawn = Pawn
    .text = Choose two different ones: +1 Card; +1 Action; +1 Buy; +$1.
    .option-1 = +1 Card
    .option-2 = +1 Action
    .option-3 = +1 Buy
    .option-4 = +$1
    .plural = Pawns
card-swindler = Swindler
    .text = +$2. Every other player trashes the top card of their deck and gains a card with the same cost, of your choice.
    .plural = Swindlers
card-courtier = Courtier
    .text = Reveal a card from your hand. For each type it has, choose a different one: +1 Action; +1 Buy; +$3; gain a Gold.
    .option-1 = +1 Action
    .option-2 = +1 Buy
    .option-3 = +$3
    .option-4 = Gain a Gold
    .plural = Courtiers
card-lurker = Lurker
    .text = +1 Action. Choose one: trash an Action card from the Supply; or gain an Action card from the trash.
    .option-1 = Trash an Action card from the Supply
    .option-2 = Gain an Action card from the trash
    .plural = Lurkers
card-masquerade_2e = Masquerade
    .text = +2 Cards. Each player with cards in hand passes one of them to the next such player on their left, all at once. Then you may trash a card from your hand.
    .plural = Masquerades
card-masquerade_1e = Masquerade
    .text = +2 Cards. Each player passes a card from their hand to the player on their left, all at once. Then you may trash a card from your hand.
    .plural = Masquerades
card-secret_passage = Secret Passage
    .text = +2 Cards, +1 Action. Put a card from your hand into your deck, wherever you like.
    .plural = Secret Passages
card-tribute = Tribute
    .text = The player on your left reveals and discards the top 2 cards of their deck. For each differently named card among them: an Action gives you +2 Actions, a Treasure +$2, a Victory card +2 Cards.
    .plural = Tributes
card-ambassador = Ambassador
    .text = Reveal a card from your hand and return up to 2 copies of it from your hand to the Supply. Every other player then gains a copy of it.
    .plural = Ambassadors
card-embargo = Embargo
    .text = +$2. Trash this and put an Embargo token on a Supply pile. For the rest of the game, whoever buys a card gains a Curse per Embargo token on its pile.
    .plural = Embargoes
card-explorer = Explorer
    .text = You may reveal a Province from your hand. If you do, gain a Gold into your hand; if not, gain a Silver into your hand.
    .plural = Explorers
card-ghost_ship = Ghost Ship
    .text = +2 Cards. Every other player with 4 or more cards in hand puts cards from their hand on top of their deck until 3 are left.
    .plural = Ghost Ships
card-navigator = Navigator
    .text = +$2. Look at the top 5 cards of your deck, then either discard all of them or put them all back in any order.
    .option-1 = Discard them
    .option-2 = Put them back in any order
    .plural = Navigators
card-pearl_diver = Pearl Diver
    .text = +1 Card, +1 Action. Look at the bottom card of your deck; you may put it on top.
    .plural = Pearl Divers
card-pirate_ship = Pirate Ship
    .text = Choose one: every other player reveals the top 2 cards of their deck, trashes a revealed Treasure of your choice and discards the rest, and if any Treasure was trashed you put a Coin token on your Pirate Ship mat; or +$1 per Coin token on your Pirate Ship mat.
    .option-1 = Attack: each other player trashes a revealed Treasure
    .option-2 = +$1 per Coin token on your mat
    .plural = Pirate Ships
card-sea_hag = Sea Hag
    .text = Every other player discards the top card of their deck, then gains a Curse onto their deck.
    .plural = Sea Hags

## Presets (recommended Kingdoms): preset-<English name in lower case, hyphens for spaces,
# other characters than letters, digits and hyphens left out>.
# `--preset` accepts the name in any language.
preset-beginners = Beginners
preset-friendly-interactive = Friendly Interactive
preset-big-actions = Big Actions
preset-biggest-money = Biggest Money
preset-the-kings-army = The King's Army
preset-the-good-life = The Good Life
preset-paths-to-victory = Paths to Victory
preset-all-along-the-watchtower = All Along the Watchtower
preset-lucky-seven = Lucky Seven
preset-exploding-kingdom = Exploding Kingdom
preset-pirate-bay = Pirate Bay
preset-counting-contest = Counting Contest
preset-lower-learning = Lower Learning
preset-detours = Detours
preset-quarrymen = Quarrymen
preset-instant-gratification = Instant Gratification
preset-treasure-trove = Treasure Trove
preset-one-mans-trash = One Man's Trash
preset-honor-among-thieves = Honor Among Thieves
preset-last-will-and-monument = Last Will and Monument
preset-think-big = Think Big
preset-big-time = Big Time
preset-gilded-gates = Gilded Gates
preset-high-seas = High Seas
preset-buried-treasure = Buried Treasure
preset-reach-for-tomorrow = Reach for Tomorrow
preset-repetition = Repetition
preset-lodestar = Lodestar
preset-coast-guard = Coast Guard
preset-jam-packed = Jam-Packed
preset-collectors = Collectors
preset-watery-grave = Watery Grave
preset-peasants = Peasants
preset-island-builder = Island Builder
preset-prince-of-orange = Prince of Orange
preset-gifts-and-mathoms = Gifts and Mathoms
preset-boxed-in = Boxed In
preset-king-of-the-sea = King of the Sea
preset-the-new-black = The New Black
preset-forbidden-isle = Forbidden Isle
preset-free-trade = Free Trade
preset-gold-rush = Gold Rush
preset-innsmouth = Innsmouth
preset-ruritania = Ruritania
preset-forward-thinking = Forward Thinking
preset-treasure-hunt = Treasure Hunt
preset-introduction = Introduction
preset-fair-trades = Fair Trades
preset-bargains = Bargains
preset-highway-robbery = Highway Robbery
preset-adventures-abroad = Adventures Abroad
preset-far-from-home = Far from Home
preset-expeditions = Expeditions
preset-simple-plans = Simple Plans
preset-expansion = Expansion
preset-party-time = Party Time
preset-counting-sheep = Counting Sheep

## Mats and tokens

mat-island = Island mat
mat-native_village = Native Village mat
mat-trade_route = Trade Route mat
token-trade_route = Coin token
mat-pirate_ship = Pirate Ship mat
token-embargo = Embargo token
token-coin = Coin token

## Card types

type-action = Action
type-treasure = Treasure
type-victory = Victory
type-curse = Curse
type-attack = Attack
type-reaction = Reaction
type-duration = Duration

## Sets

set-base = Dominion (Base Game)
set-prosperity = Prosperity
set-seaside1 = Seaside (1st Edition)
set-seaside2 = Seaside (2nd Edition)
set-hinterlands1 = Hinterlands (1st Edition)
set-hinterlands2 = Hinterlands (2nd Edition)
set-base1 = Dominion (1st Edition)
set-base2 = Dominion (2nd Edition)
set-intrigue1 = Intrigue (1st Edition)
set-intrigue2 = Intrigue (2nd Edition)

## Phrases: how log lines name cards
# A log line names cards through a phrase: { $card } is the card in the message `phrase`,
# { $cards } a list of cards, each in `phrase`, joined with `list-sep` (and `list-sep-last`
# before the last one). A language may add phrases `phrase-<form>` and use them as
# { $card_<form> } and { $cards_<form> } (de.ftl: `phrase-acc` for "einen Markgrafen").
# A phrase gets $count (1, or N when the grouped log counts N copies together), $name (the
# card's name) and every attribute of the card's entry by its name ($plural, ...).

# Variables: $count (1, or N when the grouped log counts N copies together); $name (the
# card's name, the value of its `card-*` entry); $plural (the `.plural` attribute of its
# entry). Shown: wherever a log line has $card or $cards.
phrase = { $count ->
        [one] { $name }
       *[other] { $count } { $plural }
    }
list-sep = {", "}
list-sep-last = {", "}
# How names sort (the hand, lists) and what a player may type for a name: the letters
# of its own the language's alphabet sorts apart, in ICU's rule syntax: `&z < å < ä < ö`
# (Swedish: three letters after z), `&n < ñ` (Spanish). Letters with accents sort with
# their letter otherwise (Île with I), and a player may type them without (`ile`).
# English has none: an empty value.
collation = { "" }

## Log lines and prompts
# Variables: $player (a player's name), $card / $other (one card) and $cards (a list of
# cards) in phrases (above), $count (the number of cards, or of a bonus), $turn, $mat (a
# mat's name; $mat_<attr> an attribute of its entry), $score, $players, $bonus (a list of
# bonus-* lines), and in prompts $min, $max, $cost, $verb, $coins, $actions, $buys.
# A log line ending in -hidden is what the other players see of hidden cards (drawn,
# looked at, set aside face down, moved between a hand, a deck and a private mat).

# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $turn
# (the player's turn number: 1, 2 ...). Shown: the game log, as the heading of a turn.
log-turn = — { $player }: turn { $turn } —
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, as the heading of an extra turn (Outpost).
log-turn-extra = — { $player }: extra turn —
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, when a player shuffles their discard pile into a new deck.
log-shuffle = { $player } shuffles.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player draws
# cards the reader may see.
log-draw = { $player } draws { $cards }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"). Shown: the game log, when
# another player draws cards the reader may not see.
log-draw-hidden = { $player } draws { $count ->
        [one] a card
       *[other] { $count } cards
    }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player plays a card (Action or
# Treasure).
log-play = { $player } plays { $card }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a card is played again (Throne Room,
# King's Court).
log-play-again = { $player } plays { $card } again.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (the cards played, in `phrase`, copies counted together: "4 Coppers, Silver"); $count
# (the number of cards played); $bonus (what they gave: `bonus-*` lines joined with `list-
# sep` and `list-sep-last`, "+2 Actions, +$1"). Shown: the game log, in the grouped log
# (the terminal) for cards played with the bonuses they give at once.
log-play-bonus = { $player } plays { $cards }, { $bonus }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player buys a card (the buy and its
# gain make one line).
log-buy = { $player } buys { $card }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player gains a card into their
# discard pile.
log-gain = { $player } gains { $card }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player gains a card into their
# hand.
log-gain-hand = { $player } gains { $card } into their hand.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player gains a card onto their
# deck.
log-gain-deck = { $player } gains { $card } onto their deck.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (one card, in `phrase`). Shown: the game log, when a player gains a card and sets it
# aside (Blockade).
log-gain-aside = { $player } gains { $card } and sets it aside.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player trashes
# cards.
log-trash = { $player } trashes { $cards }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player discards
# cards.
log-discard = { $player } discards { $cards }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player reveals
# cards.
log-reveal = { $player } reveals { $cards }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, when a player reveals no card (an empty deck).
log-reveal-none = { $player } reveals nothing.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player looks at
# cards the reader may see.
log-look = { $player } looks at { $cards }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"). Shown: the game log, when
# another player looks at cards the reader may not see.
log-look-hidden = { $player } looks at { $count ->
        [one] a card
       *[other] { $count } cards
    }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player puts cards
# into their hand (Haven, Native Village, Sea Chart).
log-put-hand = { $player } puts { $cards } into their hand.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"). Shown: the game log, the same,
# for cards the reader may not see.
log-put-hand-hidden = { $player } puts { $count ->
        [one] a card
       *[other] { $count } cards
    } into their hand.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player puts cards
# onto their deck (Royal Seal, Mandarin, Lookout).
log-put-deck = { $player } puts { $cards } onto their deck.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"). Shown: the game log, the same,
# for cards the reader may not see.
log-put-deck-hidden = { $player } puts { $count ->
        [one] a card
       *[other] { $count } cards
    } onto their deck.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards); $mat (the mat's name, its `mat-*` message:
# "Island mat"; $mat_<attr> is an attribute of that entry). Shown: the game log, when a
# player puts cards onto a mat (Island, Native Village).
log-put-mat = { $player } puts { $cards } onto their { $mat }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"); $mat (the mat's name, as in
# log-put-mat). Shown: the game log, when another player puts cards the reader may not see
# onto a private mat (Native Village).
log-put-mat-hidden = { $player } puts { $count ->
        [one] a card
       *[other] { $count } cards
    } onto their { $mat }.
# Variables: $player (a player's name); $cards (a list of cards, as in log-put-hand);
# $count (the number of cards). Shown: the game log, when a player puts cards into their
# discard pile without discarding them (Chancellor: their deck).
log-put-discard = { $player } puts { $cards } into their discard pile.
# Variables: $player (a player's name); $cards (a list of cards, as in log-put-hand);
# $count (the number of cards). Shown: the game log, when a player returns cards to their
# Supply piles (Ambassador).
log-put-supply = { $player } returns { $cards } to the Supply.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player sets cards
# aside face up (revealed cards a card keeps apart until it is done with them).
log-set-aside = { $player } sets { $cards } aside.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $cards
# (a list of cards, each in `phrase`, joined with `list-sep` and `list-sep-last`: "Copper,
# 2 Estates"); $count (the number of cards). Shown: the game log, when a player sets cards
# aside face down (Haven), seen by their owner.
log-set-aside-face-down = { $player } sets { $cards } aside face down.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many cards: select on it for "a card" / "N cards"). Shown: the game log, the same
# as seen by the other players.
log-set-aside-face-down-hidden = { $player } sets { $count ->
        [one] a card
       *[other] { $count } cards
    } aside face down.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the card given back, in `phrase`); $other (the card received for it, in `phrase`).
# Shown: the game log, when a player exchanges a card for another (Trader, 2nd edition: a
# gained card for a Silver).
log-exchange = { $player } exchanges { $card } for { $other }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many Actions). Shown: the game log, when a player gets +Actions (a line of its own
# when not grouped with a play).
log-plus-actions = { $player } gets +{ $count } { $count ->
        [one] Action
       *[other] Actions
    }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many Buys). Shown: the game log, when a player gets +Buys (a line of its own when
# not grouped with a play).
log-plus-buys = { $player } gets +{ $count } { $count ->
        [one] Buy
       *[other] Buys
    }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many coins ($)). Shown: the game log, when a player gets +coins ($) (a line of its
# own when not grouped with a play).
log-plus-coins = { $player } gets +${ $count }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many coins are lost). Shown: the game log, when a player loses coins (Souk).
log-minus-coins = { $player } loses ${ $count }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $count
# (how many VP tokens). Shown: the game log, when a player gets +VP tokens (a line of its
# own when not grouped with a play).
log-plus-vp = { $player } gets +{ $count } VP.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $bonus
# (`bonus-*` lines joined: "+2 Actions, +1 Buy"). Shown: the game log, in the grouped log
# for several bonuses in a row.
log-bonus = { $player } gets { $bonus }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the card named, in `phrase`: a name, not a copy of the card). Shown: the game log, when
# a player names a card (Contraband's player to the left).
log-name = { $player } names { $card }.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, when an Attack does not affect a player (Moat, Lighthouse).
log-unaffected = { $player } is unaffected by the Attack.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the card whose delayed ability now resolves, in `phrase`). Shown: the game log, at the
# start of a turn, for a Duration card's ability (Haven, Fishing Village).
log-delayed = { $player }: { $card } resolves.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, when a player will take an extra turn (Outpost).
log-extra-turn = { $player } will take an extra turn.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the card not gained, in `phrase`). Shown: the game log, when a gain is replaced
# (Trader, 1st edition: a Silver instead).
log-cancelled = { $player } does not gain { $card } after all.
# Variables: $mat (the mat's name, as in log-put-mat). Shown: the game log, when a coin
# token moves onto a shared mat (Trade Route).
log-token = A token moves onto the { $mat }.
# Variables: $player (a player's name); $token (the token's name, its `token-*` message:
# "Embargo token"); $card (the card of the pile, in `phrase`). Shown: the game log, when a
# player puts a token on a Supply pile they chose (Embargo).
log-pile-token = { $player }: { $token } on the { $card } pile.
# Variables: $player (a player's name); $token (the token's name, as in log-pile-token);
# $mat (the mat's name, as in log-put-mat). Shown: the game log, when a player puts a
# token on their own mat (Pirate Ship).
log-token-own = { $player }: { $token } on their { $mat }.
# Variables: $player (a player's name); $other (the name of the player who gets the
# card); $card (the card passed, in `phrase`). Shown: the game log, to the two players,
# when a card is passed (Masquerade).
log-pass = { $player } passes { $card } to { $other }.
# Variables: $player, $other (as in log-pass). Shown: the game log, to everyone else.
log-pass-hidden = { $player } passes a card to { $other }.
log-game-over = The game is over.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $score
# (their victory points, VP tokens included). Shown: the game log, at the game's end, one
# line per player.
log-score = { $player }: { $score } VP
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the game log, at the game's end, when one player wins.
log-winner = { $player } wins.
# Variables: $players (the winners' names, joined with `list-sep` and `list-sep-last`).
# Shown: the game log, at the game's end, when several players share the victory.
log-shared = { $players } share the victory.
# Variables: $count (how many Actions). Shown: one item of $bonus in log-play-bonus and
# log-bonus ("+2 Actions").
bonus-actions = +{ $count } { $count ->
        [one] Action
       *[other] Actions
    }
# Variables: $count (how many Buys). Shown: one item of $bonus in log-play-bonus and log-
# bonus ("+2 Actions").
bonus-buys = +{ $count } { $count ->
        [one] Buy
       *[other] Buys
    }
# Variables: $count (how many coins). Shown: one item of $bonus in log-play-bonus and log-
# bonus ("+2 Actions").
bonus-coins = +${ $count }
# Variables: $count (how many VP tokens). Shown: one item of $bonus in log-play-bonus and
# log-bonus ("+2 Actions").
bonus-vp = +{ $count } VP

# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2");
# $actions (Actions left); $buys (Buys left); $coins (coins to spend, a number). Shown:
# the terminal, the question of your turn in the Action phase (after your hand).
prompt-move-action = { $player }, Action phase ({ $actions } { $actions ->
        [one] Action
       *[other] Actions
    }, { $buys } { $buys ->
        [one] Buy
       *[other] Buys
    }, ${ $coins }):
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $buys
# (Buys left); $coins (coins to spend, a number). Shown: the terminal, the question of
# your turn in the Buy phase.
prompt-move-buy = { $player }, Buy phase ({ $buys } { $buys ->
        [one] Buy
       *[other] Buys
    }, ${ $coins }):
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $min (the
# fewest cards to choose; 0: any number up to $max); $max (the most cards to choose);
# $verb (what happens to the chosen cards: a `verb-*` message, "trash", "discard"). Shown:
# the terminal, when a card asks to choose a number of cards (from your hand, mostly); the
# cards follow, numbered.
prompt-cards = { $player }, { $card }: choose { $min ->
        [0] up to { $max }
       *[other] { $min } to { $max }
    } { $max ->
        [one] card
       *[other] cards
    } to { $verb }:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $max (the
# most cards to choose); $verb (what happens to the chosen cards: a `verb-*` message,
# "trash", "discard"). Shown: the same, for an exact number of cards.
prompt-cards-exact = { $player }, { $card }: choose { $max ->
        [one] a card
       *[other] { $max } cards
    } to { $verb }:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $min (the
# fewest cards to choose; 0: any number up to $max); $max (the most cards to choose);
# $owner (the name of the player whose cards they are); $zone (where those cards are:
# `revealed`, `hand`, or another value for other places; select on it); $verb (what
# happens to the chosen cards: a `verb-*` message, "trash", "discard"). Shown: the
# terminal, when you choose among another player's cards (Noble Brigand, Oracle).
prompt-cards-of = { $player }, { $card }: choose { $min ->
        [0] up to { $max }
       *[other] { $min } to { $max }
    } of { $owner }'s { $zone ->
        [revealed] revealed cards
        [hand] cards in hand
       *[other] cards
    } to { $verb }:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $max (the
# most cards to choose); $owner (the name of the player whose cards they are); $zone
# (where those cards are: `revealed`, `hand`, or another value for other places; select on
# it); $verb (what happens to the chosen cards: a `verb-*` message, "trash", "discard").
# Shown: the same, for an exact number of cards.
prompt-cards-of-exact = { $player }, { $card }: choose { $max ->
        [one] one
       *[other] { $max }
    } of { $owner }'s { $zone ->
        [revealed] revealed cards
        [hand] cards in hand
       *[other] cards
    } to { $verb }:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, when a card lets you choose a card to play (Throne Room, Venture).
prompt-play = { $player }, { $card }: choose a card to play:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $owner (the
# name of the player whose cards they are). Shown: the same, among another player's cards.
prompt-play-of = { $player }, { $card }: choose one of { $owner }'s cards to play:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, when a card lets you choose a card to gain; the cards follow with their costs.
prompt-gain = { $player }, { $card }: choose a card to gain:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, for a "you may" of a card (yes/no); the card's text follows.
prompt-may = { $player }, { $card }: use this ability?
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, for a card's "choose one"; the options are the card's `.option-N` attributes.
prompt-choose = { $player }, { $card }: choose one:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article); $owner (the
# name of the player whose cards they are). Shown: the same, when you choose for another
# player (Oracle).
prompt-choose-for = { $player }, { $card }: choose one for { $owner }:
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, for a card's "in either order" (Develop): which part first.
prompt-order = { $player }, { $card }: what first?
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the terminal, when several abilities trigger at once; the cards follow.
prompt-first = { $player }: several abilities happen at once; which one first?
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Oasis"; a bare name, no article). Shown: the
# terminal, when a card makes you name a card (Contraband); the Supply's cards follow.
prompt-name = { $player }, { $card }: name a card:
# Variables: $player (a player's name); $card (the name of the card whose ability asks, a
# bare name). Shown: the terminal, when a card puts a token on a Supply pile you pick
# (Embargo); the Supply's cards follow.
prompt-pile = { $player }, { $card }: on which Supply pile?
# Variables: $player (a player's name); $card (the name of the card whose ability asks, a
# bare name). Shown: the terminal, when a card puts a card anywhere in your deck (Secret
# Passage); the places follow (option-position-*).
prompt-position = { $player }, { $card }: where in your deck?
option-position-top = On top
# Variables: $count (how many cards of the deck will be above it).
option-position-under = Under { $count ->
        [one] the top card
       *[other] the top { $count } cards
    }
option-position-bottom = At the bottom
# Variables: $card (a card's name). Shown: not in the terminal (which shows the hand and
# the keys instead): the label of a move for programs that use `terminal::options`.
# The option-* labels are not shown in the terminal (it shows the hand and the keys of
# ui-keys-* instead): they label the options `dominion::terminal::options` gives programs.
option-play = Play { $card }
option-play-treasures = Play all Treasures
# Variables: $card (a card's name); $cost (what it costs to buy now, a number). Shown: not
# in the terminal: the label of a buy for programs that use `terminal::options`.
option-buy = Buy { $card } (${ $cost })
option-end-action = End the Action phase
option-end-buy = End your turn
option-none = Nothing
option-yes = Yes
option-no = No
# verb-*: the end of prompt-cards and prompt-cards-of ("choose a card to trash:"), the
# infinitive of what happens to the chosen cards. verb-put-order: the chosen cards go
# onto the deck one by one, the first on top.
verb-trash = trash
verb-discard = discard
verb-reveal = reveal
verb-look = look at
verb-set-aside = set aside
verb-put-order = put onto the deck, one at a time, the top card first
# Variables: $to (where the chosen cards go: `mat`, `hand`, `deck`, `discard`, `trash`,
# `supply`, `aside`, or `other`); $mat (for `mat`: the mat's name, its `mat-*` message:
# "Island mat"; $mat_<attr> is an attribute of that entry). Shown: the terminal, the end
# of prompt-cards when a card moves the chosen cards (Island: "choose a card to put onto
# your Island mat:").
verb-put = { $to ->
        [mat] put onto your { $mat }
        [hand] put into your hand
        [deck] put onto your deck
        [discard] put into your discard pile
        [trash] put into the trash
       *[other] move
    }
verb-return = return
verb-shuffle = shuffle into your deck
verb-gain = gain
# Variables: $n (the seat number: 1, 2 ...). Shown: the log and every prompt: the name of
# a human player (unless `play --names` gives it one). Attributes you give `name-human`
# and `name-bot` (`.gender`, `.the` = "le joueur { $n }") are forms of every player's name:
# a message uses them as $player_gender, $player_the (also $owner_<attr>). A name chosen
# with `--names "Alice:f,Bob:m"` has the gender given (`feminine`, `masculine`,
# `neuter`, or any other word after the colon) and the name itself as its other forms.
name-human = Player { $n }
# Variables: $bot (the bot's kind, one of the `bot-*` messages); $n (the seat number).
# Shown: the log and every prompt: the name of a bot's seat ("heuristic-2").
name-bot = { $bot }-{ $n }
# The kinds of bots (`--bots`), as part of a bot's name (`name-bot`).
bot-random = random
bot-big-money = big-money
bot-heuristic = heuristic
# Variables: $cards (card names joined with ", "). Shown: the terminal, under your hand at
# a decision.
view-in-play = In play: { $cards }
# Variables: $cards (the Kingdom cards' names joined with ", "). Shown: the terminal, at
# the start of a game.
view-supply = Supply: { $cards }

## Terminal play (src/terminal/): commands, prompts, help, the status view
# Command words (cmd-*): comma-separated, case-insensitive; the first is the one shown.
# Keep the letters in ui-keys-* and help-* the same as the words of cmd-*.

cmd-play = p, play
cmd-buy = b, buy
cmd-treasures = t, treasures
cmd-end = e, end
cmd-status = s, status
cmd-help = ?, h, help
cmd-quit = q, quit
cmd-save = save
cmd-yes = y, yes
cmd-no = n, no
cmd-all = all
# Variables: $seed (the game's seed, a number). Shown: the terminal, at the start of a
# game.
ui-seed = Seed: { $seed }
ui-welcome = Type ? at any prompt for help, s for the status of the game, q to stop.
# Variables: $seed (the game's seed); $player (a player's name: "Player 1", "Alice", a
# bot's "heuristic-2"); $turn (the turn number). Shown: the terminal, when a saved game
# continues.
ui-resumed = Saved game resumed (seed { $seed }; { $player }, turn { $turn }).
ui-empty = (empty)
# Variables: $cards (card names, numbered "1) Copper  2) Estate" before a move, else
# joined with ", "). Shown: the terminal, before each decision.
ui-hand = Your hand: { $cards }
# Variables: $cost (a cost in coins, a number). Shown: the terminal, as a label: a cell
# of the Supply table of the status, after a card's name in the list of cards to gain
# ("Silver ($3)") and in the heading of `show` ("— $3 —"). Keep it short: it is a table
# column. In sentences the messages write the cost themselves (err-too-expensive).
ui-cost = ${ $cost }
# Variables: $card (a card's name); $text (its rules text, the `.text` attribute). Shown:
# the terminal, under a question a card asks (what the card does).
ui-card-text = { $card }: { $text }
# Variables: $card (a card's name); $owner (the name of the player whose card it is: the
# player whose turn it is); $text (its rules text). Shown: the terminal, under a question
# another player's card asks you (an Attack).
ui-card-text-of = { $owner }'s { $card }: { $text }
ui-can-buy = You can buy (b and the number or name):
ui-nothing-to-buy = There is nothing you can buy now.
ui-name-other = (Any other card can be named too, by its name.)
# Variables: $n (the number of cards in your hand). Shown: the terminal, the last line of
# the Action phase's question: the answers it takes. Keep the keys the first words of the
# `cmd-*` messages.
ui-keys-action = { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: play a card · t: all Treasures · b: buy · e: end the Action phase · s: status · ?: help
# Variables: $n (the number of cards in your hand). Shown: the terminal, the last line of
# the Buy phase's question while you have Treasures to play.
ui-keys-buy-treasures = t: play all Treasures · { $n ->
        [one] 1
       *[other] 1–{ $n }
    }: play one · b: buy · e: end your turn · s: status · ?: help
ui-keys-buy = b and a number or name: buy · e: end your turn · s: status · ?: help
# Variables: $coins (the coins you have now); $played (how many Treasures you have played
# this turn: select on 0 for "none yet"). Shown: the terminal, in the Buy phase when
# Treasures in your hand are not played yet.
ui-unplayed = (You have ${ $coins }: { $played ->
        [0] your Treasures are not played yet
       *[other] not all your Treasures are played yet
    }. t plays them.)
ui-keys-buy-menu = Buy which card? Type its number or name (an empty line goes back) · ?: help
ui-keys-pick = Type a number · ?: help
ui-keys-pick-optional = Type a number, or an empty line for none · ?: help
ui-keys-named = Type a number or a card's name · ?: help
ui-keys-named-optional = Type a number or a card's name, or an empty line for none · ?: help
# Variables: $max (the most cards to choose). Shown: the terminal, the last line of a
# question asking for cards: the answers it takes.
ui-keys-cards-exact = { $max ->
        [one] Type a number or a name
       *[other] Type { $max } numbers, separated by spaces
    } · ?: help
# Variables: $min (the fewest cards to choose); $max (the most cards to choose). Shown:
# the terminal, the last line of a question asking for cards: the answers it takes.
ui-keys-cards-range = Type { $min } to { $max } numbers, separated by spaces · ?: help
# Variables: $max (the most cards to choose). Shown: the terminal, the last line of a
# question asking for cards: the answers it takes.
ui-keys-cards-exact-optional = { $max ->
        [one] Type a number or a name
       *[other] Type { $max } numbers, separated by spaces
    }, or an empty line for none · ?: help
# Variables: $min (the fewest cards to choose); $max (the most cards to choose). Shown:
# the terminal, the last line of a question asking for cards: the answers it takes.
ui-keys-cards-range-optional = Type { $min } to { $max } numbers, separated by spaces, or an empty line for none · ?: help
# Variables: $max (the most cards to choose). Shown: the terminal, the last line of a
# question asking for up to $max cards.
ui-keys-cards-upto = Type up to { $max } numbers separated by spaces, or an empty line for none · ?: help
ui-keys-yes-no = y: yes · n: no · ?: help
ui-not-done = Not done.
# Variables: $path (the file name typed after the save command). Shown: the terminal,
# after saving.
ui-saved = Game saved to { $path }. To continue it later: dominion play --resume { $path }
ui-stopped = The game is stopped. Scores so far:
ui-end-of-input = (end of input)
# Variables: $turns (the turn limit of a game). Shown: the terminal, when a game of bots
# reaches the turn limit.
ui-turn-limit = (stopped after { $turns } turns)
err-empty-move = Type the number of a card in your hand, or a command (? for help).
# Variables: $input (what the player typed). Shown: the terminal, as the one-line refusal
# of an answer (the question is not printed again).
err-unknown = “{ $input }” is neither a number nor a command here (? for help).
# Variables: $n (the number typed); $max (the highest number offered). Shown: the
# terminal, as the one-line refusal of an answer (the question is not printed again).
err-no-number = There is no { $n } here: the numbers go from 1 to { $max }.
# Variables: $card (a card's name, typed more often than there are such cards to choose).
# Shown: the terminal, as the one-line refusal of an answer.
err-twice-name = There are not that many { $card } cards to choose.
# Variables: $n (the Supply number typed); $card (the card of that Supply pile, which this
# question does not offer). Shown: the terminal, as the one-line refusal of an answer at a
# question whose cards are numbered as in the Supply (gaining, naming a card).
err-not-offered = { $n } is { $card }, which is not one of the choices here.
# Variables: $n (the number typed). Shown: the terminal, as the one-line refusal of an
# answer (the question is not printed again).
err-hand-empty = There is no { $n }: your hand is empty.
# Variables: $n (the number typed twice). Shown: the terminal, as the one-line refusal of
# an answer (the question is not printed again).
err-twice = { $n } is there twice: each card can be chosen only once.
# Variables: $max (how many cards to choose). Shown: the terminal, as the one-line refusal
# of an answer (the question is not printed again).
err-exact = Choose { $max ->
        [one] one card
       *[other] exactly { $max } cards
    }.
# Variables: $min (the fewest cards to choose). Shown: the terminal, as the one-line
# refusal of an answer (the question is not printed again).
err-too-few = Choose at least { $min ->
        [one] one card
       *[other] { $min } cards
    }.
# Variables: $max (how many cards to choose). Shown: the terminal, as the one-line refusal
# of an answer (the question is not printed again).
err-exact-or-none = Choose { $max ->
        [one] one card
       *[other] exactly { $max } cards
    }, or none.
# Variables: $min (the fewest cards to choose). Shown: the terminal, as the one-line
# refusal of an answer (the question is not printed again).
err-too-few-or-none = Choose at least { $min ->
        [one] one card
       *[other] { $min } cards
    }, or none.
# Variables: $max (how many cards to choose). Shown: the terminal, as the one-line refusal
# of an answer (the question is not printed again).
err-too-many = Choose at most { $max ->
        [one] one card
       *[other] { $max } cards
    }.
err-empty = An empty answer is not allowed here: choose one of the numbers.
err-one = Type only one answer.
# Variables: $input (what the player typed); $card (the name of the closest card offered).
# Shown: the terminal, as the one-line refusal of an answer (the question is not printed
# again).
err-no-card-near = There is no card “{ $input }” here. Did you mean { $card }?
# Variables: $input (what the player typed); $cards (the names it may mean, joined with ",
# "). Shown: the terminal, as the one-line refusal of an answer (the question is not
# printed again).
err-ambiguous = “{ $input }” could be { $cards }: type more of the name, or a number.
# Variables: $card (the card's name); $name (the same name, to type after the buy
# command). Shown: the terminal, as the one-line refusal of an answer (the question is not
# printed again). When the typed card is not in the hand.
err-not-in-hand = { $card } is not in your hand. To buy it, type: b { $name }
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-not-playable = { $card } cannot be played: it is neither an Action nor a Treasure.
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-no-actions = You have no Action left to play { $card }.
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-action-in-buy = { $card } is an Action: Actions are played in the Action phase, which is over.
err-treasure-after-buy = You have bought a card this turn: no more Treasures can be played.
err-no-treasure = You have no Treasure to play.
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-not-in-supply = { $card } is not in the Supply of this game.
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-pile-empty = The { $card } pile is empty.
err-no-buys = You have no Buy left.
# Variables: $card (a card's bare name); $cost (what it costs now, in coins, a number);
# $coins (the coins you have, a number). Shown: the terminal, as the one-line refusal of
# an answer (the question is not printed again).
err-too-expensive = { $card } costs ${ $cost }; you have ${ $coins }.
# Variables: $card (a card's bare name); $cost (what it costs now, in coins, a number);
# $coins (the coins you have, a number). Shown: the terminal, as the one-line refusal of
# an answer (the question is not printed again).
err-too-expensive-unplayed = { $card } costs ${ $cost }; you have ${ $coins } and Treasures not played yet (t plays them).
# Variables: $card (a card's bare name, no article: "Estate"). Shown: the terminal, as the
# one-line refusal of an answer (the question is not printed again).
err-cannot-buy = A rule forbids buying { $card } now.
# Variables: $card (a card's bare name); $rules (the cards whose rules forbid it, joined
# with `list-sep`: "Grand Market", "Contraband"). Shown: the terminal, as the one-line
# refusal of a buy.
err-cannot-buy-rule = { $card } cannot be bought now: { $rules } forbids it (s shows the cards in play).
err-yes-no = Answer y (yes) or n (no).
err-illegal = That answer is not allowed here.
err-save-path = Type save and a file name, for example: save game.ron
# Variables: $error (why the file could not be written; the system's text, in English).
# Shown: the terminal, after the save command failed.
err-save = The game was not saved: { $error }
# Variables: $path (the file). Shown: the command line (play --resume) or after the save
# command, when the file is not there.
err-save-not-found = { $path }: there is no such file
# Variables: $path (the file). Shown: like err-save-not-found, when the file may not be
# read or written.
err-save-denied = { $path }: the file may not be read or written here
# Variables: $path (the file); $error (the system's text, in English). Shown: like
# err-save-not-found, for other errors of reading or writing.
err-save-io = { $path }: { $error }
# Variables: $path (the file). Shown: play --resume with a file that is not a save.
err-save-not-a-save = { $path }: not a saved dominion game
# Variables: $path (the file); $found (its format version); $version (the version this
# program reads). Shown: play --resume.
err-save-version = { $path }: a save of format version { $found }; this program reads version { $version }
# Variables: $path (the file). Shown: play --resume, when the cards changed since saving.
err-save-database = { $path }: the game was saved with a different card database (or another version of dominion) and cannot continue with this one
# Variables: $path (the file). Shown: play --resume, when the checksum does not match.
err-save-changed = { $path }: the saved game is damaged: it was changed after saving
# Variables: $path (the file); $reason (where the file stops making sense, in English).
# Shown: play --resume.
err-save-damaged = { $path }: the saved game is damaged: { $reason }
# Variables: $path (the file); $lang (the saved language); $known (the languages there
# are, joined with ", "). Shown: play --resume.
err-save-language = { $path }: the game was saved in the language `{ $lang }`, which is not available (available: { $known }); give --lang to continue it in another one
# Variables: $max (the longest line accepted, in bytes). Shown: the terminal, when a typed
# line was too long to read.
err-line-too-long = That line is too long (more than { $max } characters): it was skipped.
# Variables: $card (a card's bare name); $vp (the VP the card is worth: select on it, a
# Curse's -1 is "other"). Shown: the terminal, a yes/no confirmation before a likely
# mistake. Buying a card that costs $0 (Copper, Curse).
confirm-buy-cheap = { $card } costs $0 and { $vp ->
        [0] seldom makes
       *[other] never makes
    } a deck better. Buy it anyway? (y/n)
# Variables: $card (a card's bare name). Shown: the terminal, a yes/no confirmation before
# a likely mistake. Buying before playing your Treasures.
confirm-buy-unplayed = You have not played your Treasures yet, and after buying you cannot. Buy { $card } anyway? (y/n)
# Variables: $actions (Actions left). Shown: the terminal, a yes/no confirmation before a
# likely mistake. Ending the Action phase with an Action card in hand.
confirm-end-actions = You still have { $actions ->
        [one] an Action
       *[other] { $actions } Actions
    } and an Action card to play. End the Action phase? (y/n)
# Variables: $coins (the coins you have); $buys (Buys left). Shown: the terminal, a yes/no
# confirmation before a likely mistake. Ending the turn without buying.
confirm-end-coins = You still have ${ $coins } and { $buys ->
        [one] a Buy
       *[other] { $buys } Buys
    }. End your turn without buying? (y/n)
confirm-end-unplayed = You have not played the Treasures in your hand. End your turn without buying? (y/n)
# Variables: $path (the file name the player gave). Shown: the terminal, before a save
# would replace a file that is not a saved game of this game.
confirm-overwrite = { $path } is there and is not a saved game. Replace it with the save? (y/n)
# Shown: the terminal, at the end of a game, after the log's scores: the end screen's
# heading.
end-title = — End of the game —
# Variables: $card (the card whose empty pile ended the game: Province, Colony). Shown: the
# end screen, why the game ended.
end-reason-pile = The { $card } pile is empty.
# Variables: $count (how many Supply piles are empty); $cards (their cards, joined with
# `list-sep`). Shown: the end screen, why the game ended.
end-reason-piles = { $count } Supply piles are empty: { $cards }.
# Shown: the end screen, when the game ended otherwise (a turn limit).
end-reason-turns = The game reached its turn limit.
# Variables: $player (a player's name); $score (their VP); $turns (the turns they took).
# Shown: the end screen, a player's first line.
end-player = { $player }: { $score } VP in { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
# Variables: $items (`end-points-cards` and `end-points-tokens` items, joined with
# `list-sep`). Shown: the end screen, under a player's line.
end-points = points: { $items }
# Variables: $cards (an `end-count`: "5 × Province"); $vp (the VP they give together, can
# be negative for Curses). Shown: the end screen, one item of $items in `end-points`.
end-points-cards = { $cards } ({ $vp } VP)
# Variables: $vp (the player's VP tokens). Shown: the end screen, one item of $items in
# `end-points`.
end-points-tokens = VP tokens ({ $vp } VP)
# Variables: $count (the number of cards); $cards (`end-count` items joined with
# `list-sep`). Shown: the end screen, under a player's points.
end-deck = deck ({ $count } cards): { $cards }
# Variables: $count (how many); $card (a card's name). Shown: the end screen, in a
# player's points and deck ("5 × Province"), and the status's trash ("3 × Copper").
end-count = { $count } × { $card }
# Variables: $card (a card's name); $cost (its cost, as `ui-cost` gives it); $types (its
# types, joined with " - "). Shown: `dominion show CARD`, its first line.
show-head = { $card } — { $cost } — { $types }
# Variables: $id (the card's id in cards.ron, "native_village"). Shown: `dominion show
# CARD`, the heading of the card's rules as the engine reads them (in the effect
# language, which is English).
show-rules = rules ({ $id }):
# Variables: $name (another name of the card, in one of its editions: "Harem"); $sets (the
# sets of that edition, joined with list-sep). Shown: `dominion show CARD`, after the rules.
show-also-named = also named: { $name } ({ $sets })
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $turn
# (the turn number). Shown: the terminal, in the status view (the command s). Its heading.
status-title = — Status ({ $player }, turn { $turn }) —
status-supply = Supply (number, cost now, cards left):
# Variables: $count (the cards left in a Supply pile). Shown: the status (`s`), after a
# pile's cost.
status-pile-size = ×{ $count }
# Variables: $token (a token's name, `token-*`). Shown: the status, after a pile's size.
status-pile-token = +{ $token }
# Shown: the status, after the line of the player whose turn it is.
status-turn-mark = ◂
# Variables: $cards (card names joined with ", ", or `ui-empty`). Shown: the terminal, in
# the status view (the command s).
status-trash = Trash: { $cards }
# Variables: $mat (a mat's name, `mat-*`; $mat_<attr> an attribute of its entry, such
# as a `.label` form for the start of a line); $count (the coin tokens on it). Shown:
# the terminal, in the status view (the command s), at the start of a line.
status-mat-tokens = { $mat }: { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"). Shown:
# the terminal, in the status view (the command s). The name of the player who asks, in
# the heading of their line.
status-you = { $player } (you)
# Variables: $player (the name, or status-you); $score (victory points); $tokens (how many
# of them come from VP tokens; 0: none); $hand (cards in hand); $deck (cards in the deck);
# $discard (cards in the discard pile). Shown: the terminal, in the status view (the
# command s). One line per player.
status-player = { $player }: { $score } VP{ $tokens ->
        [0] {""}
       *[other] {" "}(with { $tokens } from VP tokens)
    } · hand { $hand }, deck { $deck }, discard pile { $discard }
# Variables: $cards (the cards in play, names joined with ", ", or `ui-empty`). Shown: the
# terminal, in the status view (the command s). Under a player's line.
status-in-play = in play: { $cards }
# Variables: $cards (the cards set aside, names joined with ", ", or `ui-empty`). Shown:
# the terminal, in the status view (the command s). Under a player's line.
status-set-aside = set aside: { $cards }
# Variables: $mat (the mat's name, `mat-*`, in the middle of a sentence elsewhere;
# $mat_<attr> an attribute of its entry: a language whose mat names are lower case in
# a sentence gives its mats a `.label` and writes { $mat_label } here); $cards (the cards
# on it, or status-face-down). Shown: the terminal, in the status view (the command s),
# at the start of a line under a player's line.
status-mat = { $mat }: { $cards }
# Variables: $count (the number of cards face down). Shown: the terminal, in the status
# view (the command s). Cards of another player's private mat.
status-face-down = { $count ->
        [one] 1 card
       *[other] { $count } cards
    } face down
help-move =
    Your turn: play Action cards (each uses an Action), then Treasures, then buy.
      3 or village   play that card from your hand (the numbers are those of "Your hand")
      t              play all your Treasures
      b              the cards you can buy; b 5 or b silver buys at once
                     (the numbers are those of the Supply, the same all game)
      e              end the phase: the Action phase, or in the Buy phase your turn
    Playing a Treasure or buying a card ends the Action phase.
help-cards = Type the numbers of the cards you choose, separated by spaces or commas (1 3 4), their names separated by commas (estate, copper: the first letters are enough), or "all".
help-pick = Type the number of your choice.
help-named = Type the number of your choice, or the card's name (its first letters are enough).
help-optional = An empty line chooses none.
help-yes-no = Answer y for yes or n for no. The card's text above says what the ability does.
help-buy-menu = Type the number shown before a card (the same as in the Supply of s), or its name (the first letters are enough). An empty line goes back without buying.
help-common =
    At every prompt:
      s            the status: the Supply with costs and pile sizes, scores, decks, trash, mats
      save FILE    save the game; continue it later with: dominion play --resume FILE
      q            stop the game and show the scores so far (Ctrl-D and Ctrl-C do the same)
      ?            this help

## The command line (src/main.rs, src/sim.rs): errors of `play` and the list of presets

# Variables: $error (what is wrong, already in the language). Shown: the command line,
# on standard error, when `play` refuses its arguments.
cli-error = error: { $error }
# Variables: $arg (the option as typed: "--bogus"); $suggestion (the closest option, or
# "none"). Shown: the command line, an error of any command (after cli-error's "error: ").
cli-unknown-argument = unexpected argument '{ $arg }' found{ $suggestion ->
        [none] {""}
       *[other] ; a similar argument exists: '{ $suggestion }'
    }
# Variables: $command (the command as typed: "plya"); $suggestion (the closest command,
# or "none"). Shown: the command line, after cli-error's "error: ".
cli-unknown-command = unrecognized subcommand '{ $command }'{ $suggestion ->
        [none] {""}
       *[other] ; a similar subcommand exists: '{ $suggestion }'
    }
# Variables: $arg (the option and its value's name: "--seed <SEED>"). Shown: the command
# line, after cli-error's "error: ", when an option is given without its value.
cli-missing-value = a value is required for '{ $arg }' but none was supplied
# Variables: $arg (the option: "--players <PLAYERS>"); $value (the value as typed); $valid
# (the values it takes, joined with list-sep, or "none" when any value of its kind does);
# $detail (why: cli-whole-number, cli-at-least-one, or "none"). Shown: the command
# line, after cli-error's "error: ".
cli-invalid-value = invalid value '{ $value }' for '{ $arg }'{ $valid ->
        [none] { $detail ->
            [none] {""}
           *[other] : { $detail }
        }
       *[other] ; possible values: { $valid }
    }
# Shown: the command line, $detail of cli-invalid-value when a whole number is expected.
cli-whole-number = a whole number is expected
# Shown: the command line, $detail of cli-invalid-value for a count that must be 1 or more
# (--games, --threads).
cli-at-least-one = must be at least 1
# Variables: $args (the missing arguments, joined with list-sep: "<CARD>"). Shown: the
# command line, after cli-error's "error: ".
cli-missing-argument = the following required arguments were not provided: { $args }
# Variables: $arg (an option); $other (the option given before that excludes it:
# "--preset <PRESET>"). Shown: the command line, after cli-error's "error: ".
cli-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
# Variables: $usage (the command's synopsis, as clap writes it: "dominion play [OPTIONS]").
# Shown: the command line, under an error of its arguments.
cli-usage = Usage: { $usage }
# Shown: the command line, the last line of an error of its arguments.
cli-help-hint = For more information, try '--help'.
# Variables: $name (the preset name typed); $suggestion (the closest preset name in this
# language, or "none"). Shown: after the list of presets, when `--preset` names none.
cli-no-preset = no preset `{ $name }`{ $suggestion ->
        [none] {" "}(`--preset` alone lists them all)
       *[other] ; did you mean `{ $suggestion }`?
    }
# Variables: $bot (the bot typed in --bots); $bots (the bots there are, joined with
# list-sep); $suggestion (the closest, or "none"). Shown: the command line, an error of
# `play --bots`.
cli-unknown-bot = unknown bot `{ $bot }`; { $suggestion ->
        [none] there are: { $bots }
       *[other] did you mean `{ $suggestion }`?
    }
# Variables: $players (the number given to --players); $min, $max (how many players the
# game takes). Shown: the command line, an error of `play --players`.
cli-players-range = --players { $players }: the game takes { $min } to { $max } players
# Variables: $players (the number given to --players); $count (the seats --bots names);
# $bots (them, as typed). Shown: the command line, an error of `play`.
cli-bots-seats = --players { $players } but --bots names { $count ->
        [one] 1 seat
       *[other] { $count } seats
    } ({ $bots }): name one bot per seat, or one fewer to play yourself
# Variables: $count (how many cards --kingdom names); $size (how many a Kingdom has).
# Shown: the command line, an error of `play --kingdom`.
cli-kingdom-size = --kingdom names { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: a Kingdom has { $size } (or use --random or --preset)
# Variables: $name (a name given twice). Shown: the command line, an error of `play
# --names`.
cli-names-twice = --names: two players are named `{ $name }`
# Variables: $item (the entry of the list: ":f"). Shown: the command line, an error of
# `play --names`.
cli-names-no-name = --names: `{ $item }` gives a gender but no name
# Variables: $count (how many seats --names names); $seats (how many seats the game
# has). Shown: the command line, an error of `play --names`.
cli-names-count = --names names { $count ->
        [one] 1 seat
       *[other] { $count } seats
    }, but the game has { $seats }
# Variables: $count (the recommended Kingdoms); $playable (how many of them this engine
# can play). Shown: the first line of the list of presets (`play --preset` alone).
cli-presets-head = { $count } recommended Kingdoms, { $playable } playable (`--preset NAME`, in any language):
# Variables: $cards (Platinum and Colony, joined with list-sep). Shown: the list of
# presets, after the name of a preset played with them.
cli-preset-with = with { $cards }
# Variables: $list (cli-preset-alternative items joined with list-sep). Shown: the list of
# presets, after a preset that allows other cards.
cli-preset-alternatives = (alternatives: { $list })
# Variables: $alt (a card's name that may replace); $card (the card it replaces). Shown:
# inside cli-preset-alternatives.
cli-preset-alternative = { $alt } for { $card }
# The end of a playable preset's line in the list of presets.
cli-preset-playable = : playable
# Variables: $cards (what the engine lacks, joined with list-sep). Shown: the end of the
# line of a preset this engine cannot play.
cli-preset-needs = : not playable, needs { $cards }
# Variables: $name (an English name of something the engine does not have). Shown: in
# cli-preset-needs.
cli-preset-not-in-engine = { $name } (not in the engine)
# The starting cards some presets use instead of Estates (in cli-preset-needs).
cli-shelters = Shelters

## The cause of a log line (issue 19, terminal)

# Variables: $line (a whole log line, as rendered: "Alice gains City."); $card (the card
# whose ability caused it, in `phrase`). Shown: the game log, when a line is caused by a
# card other than the one it is listed under (Talisman's gain after a buy, a Watchtower
# revealed on a gain).
log-cause = { $card }: { $line }
# Variables: $line (a whole log line, as rendered); $card (the card whose ability caused
# it, in `phrase`); $owner (the name of the player whose card it is, not the line's
# player). Shown: the game log, when another player's card caused the line (Corsair's
# owner makes the player of a Silver trash it).
log-cause-other = { $owner }'s { $card }: { $line }
# Variables: $player (a player's name); $cards (a list of cards, each in `phrase`, joined
# with `list-sep` and `list-sep-last`); $count (the number of cards); $under (how many
# cards of the deck are above them, 1 or more). Shown: the game log, when a player puts
# cards into their deck at a place they chose (Secret Passage), not on top.
log-put-deck-under = { $player } puts { $cards } into their deck under { $under ->
        [one] its top card
       *[other] { $under } cards
    }.
# Variables: $player (a player's name); $count (how many cards: select on it for "a card"
# / "N cards"); $under (how many cards are above them). Shown: the game log, the same, for
# cards the reader may not see.
log-put-deck-under-hidden = { $player } puts { $count ->
        [one] a card
       *[other] { $count } cards
    } into their deck under { $under ->
        [one] its top card
       *[other] { $under } cards
    }.
# Variables: $player (a player's name); $cards (a list of cards, each in `phrase`); $count
# (the number of cards); $under (how many cards are above them: the whole deck). Shown:
# the game log, when a player puts cards at the bottom of their deck (Secret Passage).
log-put-deck-bottom = { $player } puts { $cards } on the bottom of their deck.
# Variables: $player (a player's name); $count (how many cards: select on it for "a card"
# / "N cards"); $under (how many cards are above them). Shown: the game log, the same, for
# cards the reader may not see.
log-put-deck-bottom-hidden = { $player } puts { $count ->
        [one] a card
       *[other] { $count } cards
    } on the bottom of their deck.

## The terminal's "you may" questions, said as the card does (terminal-19b)
# A card's "you may ..." is asked as what it does: "Discard the Province?", "Reveal Tunnel
# to gain Gold?". The question is `prompt-may-do` (or `prompt-may-do-to`, with what the
# card then does); `$action` and `$then` are made of the `may-*` messages below. Each
# `may-*` message is one effect, in two forms chosen by $form: `main` starts the question
# (its first letter is made a capital), `to` says what the first effect leads to.
# Variables: $player (a player's name: "Player 1", "Alice", a bot's "heuristic-2"); $card
# (the name of the card whose ability asks: "Tunnel"; a bare name, no article); $action
# (the effect asked about, a `may-*` message in its `main` form: "Discard the Province").
# Shown: the terminal, for a "you may" of a card (yes/no); the card's text follows.
prompt-may-do = { $player }, { $card }: { $action }?
# Variables: $player (a player's name); $card (the name of the card whose ability asks, a
# bare name); $action (the effect asked about, a `may-*` message in its `main` form:
# "Reveal Tunnel"); $then (what it leads to, `may-*` messages in their `to` form: "to gain
# Gold"). Shown: the terminal, for a "you may ... to ..." or "you may ... . if you did:
# ..." of a card.
prompt-may-do-to = { $player }, { $card }: { $action } { $then }?
# Variables: $first (one or more effects, `may-*` messages); $next (the effect after
# them). Shown: inside `prompt-may-do`, for several effects: "to draw 2 cards and discard
# 3 cards".
may-and = { $first } and { $next }
# Variables: $form (`main`: the start of the question; `to`: what an effect leads to);
# $which (`this`: the card is the asking card itself; `other`: another card); $card (the
# card or cards, in `phrase`: "Province", "2 Coppers"); $count (the number of cards); $to
# and $instead (unused here). Shown: inside `prompt-may-do` and `prompt-may-do-to`: revealing cards.
may-reveal = { $form ->
        [to] to reveal { $which ->
            [this] { $card }
           *[other] the { $card }
        }
       *[main] Reveal { $which ->
            [this] { $card }
           *[other] the { $card }
        }
    }
# Variables: $form, $which, $card, $count, $to (as for `may-reveal`; $which may also be
# `hand`: $count cards from the hand, no $card). Shown: the same, discarding cards
# (Duchess: "Discard the Province?"; Diplomat: "... then discard 3 cards").
may-discard = { $form ->
        [to] to discard
       *[main] Discard
    } { $which ->
        [this] { $card }
        [hand] { $count ->
            [one] a card
           *[other] { $count } cards
        }
       *[other] the { $card }
    }
# Variables: $form, $which, $card, $count, $to (as for `may-reveal`). Shown: the same,
# trashing cards.
may-trash = { $form ->
        [to] to trash { $which ->
            [this] { $card }
           *[other] the { $card }
        }
       *[main] Trash { $which ->
            [this] { $card }
           *[other] the { $card }
        }
    }
# Variables: $form, $which, $card, $count, $to (as for `may-reveal`). Shown: the same,
# playing a card.
may-play = { $form ->
        [to] to play { $which ->
            [this] { $card }
           *[other] the { $card }
        }
       *[main] Play { $which ->
            [this] { $card }
           *[other] the { $card }
        }
    }
# Variables: $form, $which, $card, $count, $to (as for `may-reveal`). Shown: the same,
# setting cards aside.
may-set-aside = { $form ->
        [to] to set aside { $which ->
            [this] { $card }
           *[other] the { $card }
        }
       *[main] Set aside { $which ->
            [this] { $card }
           *[other] the { $card }
        }
    }
# Variables: $form, $which, $card, $count, $to (as for `may-discard`). Shown: the same,
# putting cards onto the deck.
may-put-deck = { $form ->
        [to] to put
       *[main] Put
    } { $which ->
        [this] { $card }
        [hand] { $count ->
            [one] a card
           *[other] { $count } cards
        } from your hand
       *[other] the { $card }
    } onto your deck
# Variables: $form, $which, $card, $count, $to (as for `may-reveal`). Shown: the same,
# putting cards into the hand.
may-put-hand = { $form ->
        [to] to put { $which ->
            [this] { $card }
           *[other] the { $card }
        } into your hand
       *[main] Put { $which ->
            [this] { $card }
           *[other] the { $card }
        } into your hand
    }
# Variables: $form, $which, $count, $to (as for `may-reveal`). Shown: the same, putting
# the whole deck into the discard pile (Chancellor).
may-deck-to-discard = { $form ->
        [to] to put your deck into your discard pile
       *[main] Put your deck into your discard pile
    }
# Variables: $form, $which, $count (as for `may-reveal`); $card (the card gained, in
# `phrase`: "Gold"); $to (where it goes: `discard`, the discard pile; `hand`; `deck`);
# $instead (`yes`: instead of the card that was to be gained; `no`).
# Shown: the same, gaining a card ("Reveal Tunnel to gain Gold?").
may-gain = { $form ->
        [to] to gain { $card }
       *[main] Gain { $card }
    }{ $to ->
        [hand] {" "}into your hand
        [deck] {" "}onto your deck
       *[discard] {""}
    }{ $instead ->
        [yes] {" "}instead
       *[no] {""}
    }
# Variables: $form, $which, $to (as for `may-reveal`); $count (how many cards). Shown: the
# same, drawing cards.
may-draw = { $form ->
        [to] to draw
       *[main] Draw
    } { $count ->
        [one] a card
       *[other] { $count } cards
    }
# Variables: $count (how many cards the player has, in all their zones); $cards (each of
# their cards by name, with `end-count` for several: "7 × Copper, 3 × Estate, Silver").
# Shown: the terminal, in the status view (the command s), under your own line.
status-own-cards = your cards ({ $count }): { $cards }
# Variables: $form, $which, $count, $to (as for `may-reveal`); $card (the card given back,
# in `phrase`); $other (the card taken instead, in `phrase`: "Silver"). Shown: the same,
# exchanging a card ("Reveal Trader to exchange the Duchy for Silver?").
may-exchange = { $form ->
        [to] to exchange
       *[main] Exchange
    } { $which ->
        [this] { $card }
       *[other] the { $card }
    } for { $other }
# Variables: $input (what the player typed). Shown: the terminal, as the one-line refusal
# of a buy whose name matches no card (`b xyz`, or `xyz` in the buy menu).
err-buy-unknown = No card is called “{ $input }” (b lists the cards you can buy).
# Variables: $card (a card's bare name); $rules (the cards whose rules forbid it, joined
# with `list-sep`: "Grand Market"); $cards (the cards in play that make the rule forbid
# it: "Copper"). Shown: the terminal, as the one-line refusal of a buy.
err-cannot-buy-in-play = { $card } cannot be bought now: { $rules } forbids it while you have { $cards } in play.
# Variables: $cards (the cards, joined with `list-sep`). Shown: the terminal, under the
# cards one can buy: the cards one could afford that a rule forbids buying now.
ui-buy-forbidden = Not now (a card's rule forbids it): { $cards }
# Shown: the terminal, when a saved game is resumed, after its status: the log of the
# last turns follows.
ui-resumed-log = — The last turns —
# Variables: $first (what one part of a "choose one" leads to, a `may-*` message in its
# `to` form); $next (the next part). Shown: inside `prompt-may-do-to`, when what follows
# is a choice: "Reveal Watchtower to trash the Silver or to put the Silver onto your deck?".
may-or = { $first } or { $next }
# Variables: $form, $which, $count, $to (as for `may-reveal`); $bonus (the bonus, a
# `bonus-*` message: "+$2", "+1 Action"). Shown: the same, getting a bonus ("Trash
# Mining Village to get +$2?").
may-get = { $form ->
        [to] to get { $bonus }
       *[main] Get { $bonus }
    }
# Variables: $form, $which, $count, $to (as for `may-reveal`). Shown: the same, being
# unaffected by an Attack (Moat: "Reveal Moat to be unaffected by the Attack?").
may-unaffected = { $form ->
        [to] to be unaffected by the Attack
       *[main] Be unaffected by the Attack
    }
