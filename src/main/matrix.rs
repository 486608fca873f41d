//! `matrix`: every bot against every other, and the table of their win rates.

use super::*;

/// The options of `matrix`.
#[derive(clap::Args)]
pub(crate) struct MatrixArgs {
    /// Bots or strategies (library names or files), comma-separated: two or more.
    #[arg(long)]
    bots: String,
    /// Games per pair, half in each seat.
    #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
    games: u64,
    /// Play every pair on this Kingdom (comma-separated English names) [default: each
    /// pair on the Kingdom cards its strategies name].
    #[arg(long)]
    kingdom: Option<String>,
    #[command(flatten)]
    seats: Seats,
    #[command(flatten)]
    data: Data,
}

/// `matrix`: play every pair and print the table.
pub(crate) fn matrix(m: MatrixArgs) -> Result<ExitCode, ExitCode> {
    use dominion::strategy::matrix;
    let db = load_db(&m.data)?;
    let bots: Vec<String> = m.bots.split(',').map(|s| s.trim().to_string()).collect();
    if bots.len() < 2 {
        return Err(usage("--bots names one bot; a matrix needs two or more"));
    }
    for (i, b) in bots.iter().enumerate() {
        sim::check_bot(b).map_err(usage)?;
        if bots[..i].contains(b) {
            return Err(usage(format!("--bots names `{b}` twice")));
        }
    }
    let kingdom = match &m.kingdom {
        Some(list) => {
            let names: Vec<String> = list.split(',').map(|s| s.trim().to_string()).collect();
            let k = sim::cards_by_name(&db, &names).map_err(usage)?;
            sim::check_kingdom(&db, &k).map_err(usage)?;
            check_strategies(&db, &bots, &k, false)?;
            Some(k)
        }
        None => None,
    };
    let mut runs = m.seats.runs(m.games);
    let pairs = (bots.len() * (bots.len() - 1) / 2) as u64;
    let bar = Bar::start("matrix", pairs * runs.per_duel());
    runs.progress = bar.as_ref().map(Bar::progress);
    let t = matrix::matrix(&db, &bots, kingdom.as_deref(), &runs).map_err(usage)?;
    drop(bar);
    let on = match &kingdom {
        Some(k) => format!("on {}", db_names(&db, k)),
        None => "each pair on its strategies' cards".into(),
    };
    say!(
        "{} games per pair, half in each seat, {on}, --seed {}",
        runs.per_duel(),
        m.seats.seed
    );
    say!("{}", t.table().trim_end());
    Ok(ExitCode::SUCCESS)
}

/// Cards' English names, comma-separated.
fn db_names(db: &Db, k: &[CardId]) -> String {
    let names: Vec<String> = k.iter().map(|&c| db.card(c).full_name()).collect();
    names.join(", ")
}
