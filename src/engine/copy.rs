//! How a game is copied: `Clone` impls field by field whose `clone_from` reuses the copy's
//! buffers (the heuristic bot's look-ahead copies a game into the same scratch game again
//! and again), and the helpers they copy fields with. What lets a copy skip what has not
//! changed since the copy it overwrites was taken is in `stamps.rs`.

use std::sync::Arc;

/// `Clone` for a struct, field by field, with a `clone_from` that clones each field into
/// the existing one (so a game copied again and again reuses its buffers). The field list
/// is checked: `clone` builds the struct from it, so a field left out does not compile.
/// The fields after `shared` are `Arc`s, shared ([`share`]); those after `copy` are lists
/// of plain values, copied by [`copy_vec`] (no call for an empty one); those after `lists`
/// are lists of such lists ([`copy_lists`]); those after `fresh` are buffers whose
/// contents do not outlive a step (empty whenever a game is copied), or what only setting
/// up a game uses: a copy has them empty (or `None`), with its own buffers ([`Fresh`]).
/// Those after `own` are copied by the `prepare` function alone (`clone` clones them).
/// With `prepare f`, `clone_from` calls `f(self, o)` first.
macro_rules! clone_fields {
    ($t:ident { $($f:ident),* $(,)? }) => {
        $crate::engine::copy::clone_fields!(
            $t { $($f),* } shared {} copy {} lists {} fresh {} prepare |_, _| {}
        );
    };
    ($t:ident { $($f:ident),* $(,)? } copy { $($c:ident),* $(,)? }) => {
        $crate::engine::copy::clone_fields!(
            $t { $($f),* } shared {} copy { $($c),* } lists {} fresh {} prepare |_, _| {}
        );
    };
    ($t:ident { $($f:ident),* $(,)? } copy { $($c:ident),* $(,)? }
        lists { $($l:ident),* $(,)? }) => {
        $crate::engine::copy::clone_fields!(
            $t { $($f),* } shared {} copy { $($c),* } lists { $($l),* } fresh {}
            prepare |_, _| {}
        );
    };
    ($t:ident { $($f:ident),* $(,)? } shared { $($s:ident),* $(,)? }
        copy { $($c:ident),* $(,)? } lists { $($l:ident),* $(,)? }
        fresh { $($n:ident),* $(,)? } prepare $prepare:expr) => {
        $crate::engine::copy::clone_fields!(
            $t { $($f),* } shared { $($s),* } copy { $($c),* } lists { $($l),* }
            fresh { $($n),* } own {} prepare $prepare
        );
    };
    ($t:ident { $($f:ident),* $(,)? } shared { $($s:ident),* $(,)? }
        copy { $($c:ident),* $(,)? } lists { $($l:ident),* $(,)? }
        fresh { $($n:ident),* $(,)? } own { $($o:ident),* $(,)? } prepare $prepare:expr) => {
        impl Clone for $t {
            fn clone(&self) -> Self {
                $t {
                    $($f: self.$f.clone(),)*
                    $($s: self.$s.clone(),)*
                    $($c: self.$c.clone(),)*
                    $($l: self.$l.clone(),)*
                    $($n: Default::default(),)*
                    $($o: self.$o.clone(),)*
                }
            }
            fn clone_from(&mut self, o: &Self) {
                let prepare: fn(&mut Self, &Self) = $prepare;
                prepare(self, o);
                $(self.$f.clone_from(&o.$f);)*
                $($crate::engine::copy::share(&mut self.$s, &o.$s);)*
                $($crate::engine::copy::copy_vec(&mut self.$c, &o.$c);)*
                $($crate::engine::copy::copy_lists(&mut self.$l, &o.$l);)*
                $($crate::engine::copy::Fresh::fresh(&mut self.$n);)*
            }
        }
    };
}

/// Make `to` a copy of `from`, in its buffer: an empty list costs no call to copy.
#[inline(always)]
pub(crate) fn copy_vec<T: Copy>(to: &mut Vec<T>, from: &[T]) {
    to.clear();
    if !from.is_empty() {
        to.extend_from_slice(from);
    }
}

/// Make `to` share what `from` points to (nothing to do when it does already).
#[inline(always)]
pub(crate) fn share<T: ?Sized>(to: &mut Arc<T>, from: &Arc<T>) {
    if !Arc::ptr_eq(to, from) {
        *to = from.clone();
    }
}

/// A field a copy of a game starts afresh (see `clone_fields!`).
pub(crate) trait Fresh {
    /// Make it as new, keeping its buffer.
    fn fresh(&mut self);
}

impl<T> Fresh for Vec<T> {
    #[inline(always)]
    fn fresh(&mut self) {
        self.clear();
    }
}

impl<T> Fresh for Option<T> {
    #[inline(always)]
    fn fresh(&mut self) {
        *self = None;
    }
}

/// Make `to` a copy of `from`, list by list (see [`copy_vec`]), in its buffers.
#[inline]
pub(crate) fn copy_lists<T: Copy>(to: &mut Vec<Vec<T>>, from: &[Vec<T>]) {
    to.truncate(from.len());
    while to.len() < from.len() {
        to.push(Vec::new());
    }
    for (t, f) in to.iter_mut().zip(from) {
        copy_vec(t, f);
    }
}

pub(crate) use clone_fields;
