//! A progress bar for long runs: simulations count their games in a [`Progress`], and a
//! [`Bar`] redraws one line of stderr from it a few times a second, only when stderr is a
//! terminal (so never in a pipe, a file or a test's output).

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Games done out of a total, shared by the threads that play them.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: u64,
}

impl Progress {
    /// A count of `total` games, none done.
    pub fn new(total: u64) -> Progress {
        Progress {
            done: AtomicU64::new(0),
            total,
        }
    }

    /// Count `n` more games done.
    pub fn add(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }

    /// Games done so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// The total.
    pub fn total(&self) -> u64 {
        self.total
    }
}

/// The bar's line: `label [#####.....]  45%  4500/10000 games  ETA 12s`, `width` the
/// bar's characters between the brackets.
pub fn line(label: &str, done: u64, total: u64, elapsed: Duration, width: usize) -> String {
    let frac = (done as f64 / total.max(1) as f64).clamp(0.0, 1.0);
    let full = (frac * width as f64).round() as usize;
    let eta = if done == 0 {
        String::new()
    } else {
        let left = elapsed.as_secs_f64() * (total.saturating_sub(done)) as f64 / done as f64;
        format!("  ETA {:.0}s", left.ceil())
    };
    format!(
        "{label} [{}{}] {:3.0}%  {done}/{total} games{eta}",
        "#".repeat(full),
        ".".repeat(width - full),
        100.0 * frac
    )
}

/// A bar drawn on stderr while it lives; dropping it clears its line.
#[derive(Debug)]
pub struct Bar {
    progress: Arc<Progress>,
    stop: Arc<AtomicBool>,
    drawer: Option<JoinHandle<()>>,
    /// Held while the line is drawn, or cleared for other output.
    screen: Arc<Mutex<()>>,
}

impl Bar {
    /// A bar for `total` games, drawn only if stderr is a terminal (else `None`).
    pub fn start(label: &str, total: u64) -> Option<Bar> {
        if !std::io::stderr().is_terminal() {
            return None;
        }
        let progress = Arc::new(Progress::new(total));
        let stop = Arc::new(AtomicBool::new(false));
        let screen = Arc::new(Mutex::new(()));
        let (p, s, label) = (progress.clone(), stop.clone(), label.to_string());
        let lock = screen.clone();
        let drawer = std::thread::spawn(move || {
            let t = Instant::now();
            while !s.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(150));
                let text = line(&label, p.done(), p.total(), t.elapsed(), 30);
                let _held = lock.lock();
                let mut err = std::io::stderr().lock();
                let _ = write!(err, "\r{text}\x1b[K");
                let _ = err.flush();
            }
        });
        Some(Bar {
            progress,
            stop,
            drawer: Some(drawer),
            screen,
        })
    }

    /// Clear the bar's line and keep it clear while the guard lives (to print a line).
    pub fn hold(&self) -> Option<MutexGuard<'_, ()>> {
        let guard = self.screen.lock().ok();
        let _ = write!(std::io::stderr(), "\r\x1b[2K");
        guard
    }

    /// The count the simulations add their games to.
    pub fn progress(&self) -> Arc<Progress> {
        self.progress.clone()
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.drawer.take() {
            let _ = h.join();
        }
        let _ = write!(std::io::stderr(), "\r\x1b[2K");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_shows_the_share_done_and_the_time_left() {
        let l = line("simulate", 250, 1000, Duration::from_secs(3), 20);
        assert_eq!(
            l,
            "simulate [#####...............]  25%  250/1000 games  ETA 9s"
        );
        let l = line("x", 0, 10, Duration::ZERO, 4);
        assert_eq!(l, "x [....]   0%  0/10 games");
        let p = Progress::new(10);
        p.add(3);
        p.add(4);
        assert_eq!((p.done(), p.total()), (7, 10));
    }
}
