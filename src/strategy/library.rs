//! The named strategies built into the binary: every `strategies/*.ron` file, by its
//! file name without `.ron` (`dominion strategies` lists them; a test checks that the
//! list is complete).

/// `(file name, text)` of each `strategies/` file given.
macro_rules! library {
    ($($file:literal),* $(,)?) => {
        &[$(($file, include_str!(concat!("../../strategies/", $file)))),*]
    };
}

/// Every library strategy: its file name and its text.
pub const LIBRARY: &[(&str, &str)] = library![
    "baron.ron",
    "big-money-ultimate.ron",
    "caravan.ron",
    "council-room.ron",
    "courtyard.ron",
    "embassy.ron",
    "ghost-ship.ron",
    "goons.ron",
    "jack-of-all-trades.ron",
    "kings-court-smithy.ron",
    "laboratory.ron",
    "library.ron",
    "margrave.ron",
    "militia.ron",
    "moat.ron",
    "monument.ron",
    "mountebank.ron",
    "oasis.ron",
    "rabble.ron",
    "sea-witch.ron",
    "smithy.ron",
    "torturer.ron",
    "vault.ron",
    "wharf.ron",
    "witch-laboratory.ron",
    "witch.ron",
    "workshop-gardens.ron",
];

/// The text of the library strategy with this name (its file name without `.ron`).
pub fn find(name: &str) -> Option<&'static str> {
    (LIBRARY.iter())
        .find(|(f, _)| f.strip_suffix(".ron") == Some(name))
        .map(|(_, t)| *t)
}

/// The names of the library strategies.
pub fn names() -> impl Iterator<Item = &'static str> {
    (LIBRARY.iter()).map(|(f, _)| f.strip_suffix(".ron").unwrap_or(f))
}
