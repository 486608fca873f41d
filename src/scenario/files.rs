//! The scenario files of the paths given on the command line: files as given, and the
//! `.ron` files of directories, recursively, each directory once (symbolic links that
//! lead back to a directory already read are not followed again) and each file once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The files to run: each path that is not a directory, and the `.ron` files under each
/// directory (sorted by name), each file once.
pub fn collect(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut c = Collect::default();
    for p in paths {
        c.visit(p, true);
    }
    c.files
}

#[derive(Default)]
struct Collect {
    /// The canonical paths of the directories read.
    dirs: HashSet<PathBuf>,
    /// The canonical paths of the files found.
    seen: HashSet<PathBuf>,
    files: Vec<PathBuf>,
}

impl Collect {
    /// `given`: named on the command line (kept even if not a `.ron` file or missing).
    fn visit(&mut self, p: &Path, given: bool) {
        let canon = std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
        if p.is_dir() {
            if !self.dirs.insert(canon) {
                return;
            }
            let mut entries: Vec<PathBuf> = std::fs::read_dir(p)
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.path())
                .collect();
            entries.sort();
            for e in entries {
                if e.is_dir() || e.extension().is_some_and(|x| x == "ron") {
                    self.visit(&e, false);
                }
            }
        } else if self.seen.insert(canon) || given {
            self.files.push(p.to_path_buf());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_back_are_not_followed_again() {
        let dir = std::env::temp_dir().join(format!("dominion-files-{}", std::process::id()));
        let sub = dir.join("sub");
        std::fs::create_dir_all(&sub).expect("dir");
        std::fs::write(dir.join("a.ron"), "").expect("a");
        std::fs::write(sub.join("b.ron"), "").expect("b");
        std::fs::write(sub.join("notes.txt"), "").expect("txt");
        #[cfg(unix)]
        {
            let _ = std::os::unix::fs::symlink(&dir, sub.join("up"));
            let _ = std::os::unix::fs::symlink(&sub, dir.join("down"));
            let _ = std::os::unix::fs::symlink(dir.join("a.ron"), dir.join("same.ron"));
        }
        let files = collect(std::slice::from_ref(&dir));
        let names: Vec<String> = files
            .iter()
            .map(|f| f.file_name().unwrap_or_default().to_string_lossy().into())
            .collect();
        assert_eq!(names, ["a.ron", "b.ron"], "{files:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
