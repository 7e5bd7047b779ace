// Arcs: the directions of one sextant blocked so far during a viewshed's ring sweep (viewshed_sweep.cpp), as a sorted
// union of closed intervals of t in [0, 1] with exact rational ends. Why intervals: within a sextant a line from the
// origin to a target d has a direction t = a / n (n its distance, a its second cube coordinate's magnitude), and at
// step i < n the two nudged lines take exactly the ring hexes (i, k) with |t i - k| <= 1/2 (viewshed_shadow.h). So
// a hex at (i, k) lies on the line to every target of step count above i whose t is in [(2k - 1) / 2i,
// (2k + 1) / 2i], ends included (on an end one nudged line takes it, which blocks under the "either" rule), and on
// no other. LatestRing keeps, for every direction, the farthest ring so far whose arc holds it; BucketedLatestRing
// the same for a function of many narrow arcs. Thread-safety: plain values.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

namespace cartouche {

// The first index from `from` on where `before` turns false (it holds on a prefix): doubling steps, then halving,
// so a cursor that skips many elements pays for the logarithm of the skip.
template <class T, class Before>
size_t gallop(const std::vector<T>& v, size_t from, Before&& before) {
  size_t step = 1, lo = from, hi = from;
  while (hi < v.size() && before(v[hi])) {
    lo = hi + 1;
    hi = std::min(v.size(), hi + step);
    step *= 2;
  }
  // before(v[lo - 1]) holds (or lo == from); the answer is in lo..hi.
  while (lo < hi) {
    const size_t mid = lo + (hi - lo) / 2;
    if (before(v[mid]))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

class ArcSet {
 public:
  // num / den with den > 0; compared by cross-multiplication (map sides keep both well inside 32 bits).
  struct Ratio {
    int32_t num = 0, den = 1;
  };
  struct Arc {
    Ratio lo, hi;  // both included
  };
  static bool less(Ratio a, Ratio b) { return int64_t(a.num) * b.den < int64_t(b.num) * a.den; }
  static bool lessEq(Ratio a, Ratio b) { return int64_t(a.num) * b.den <= int64_t(b.num) * a.den; }

  // Adds arcs given sorted by their low ends (as a ring's hexes come, k ascending), merging those that touch.
  void add(const std::vector<Arc>& sorted);
  const std::vector<Arc>& arcs() const { return arcs_; }
  bool empty() const { return arcs_.empty(); }
  // Every direction of the sextant, [0, 1], is blocked.
  bool full() const { return arcs_.size() == 1 && arcs_[0].lo.num <= 0 && arcs_[0].hi.num >= arcs_[0].hi.den; }
  // Removes from `sorted` (ascending, disjoint) the arcs this set holds whole. Where a set only grows and its
  // directions are answered without asking anything else, what other records would keep there is never read.
  void dropHeld(std::vector<Arc>& sorted) const;

  // Queries in ascending t: a cursor that moves forward only. reset() before each ring.
  class Cursor {
   public:
    explicit Cursor(const ArcSet& set) : arcs_(&set.arcs_) {}
    void reset() { j_ = 0; }
    // The arc holding t, or null where t is open. REQUIRES: t not below the last query's since reset().
    const Arc* find(Ratio t) {
      const std::vector<Arc>& a = *arcs_;
      while (j_ < a.size() && less(a[j_].hi, t)) ++j_;
      return j_ < a.size() && lessEq(a[j_].lo, t) ? &a[j_] : nullptr;
    }

   private:
    const std::vector<Arc>* arcs_;
    size_t j_ = 0;
  };

  // The same for the positions k / n of one ring, k ascending: an answer holds up to the next arc's end, so it is
  // looked up once per arc and once per gap.
  class RingCursor {
   public:
    RingCursor(const ArcSet& set, int n) : arcs_(&set.arcs_), n_(n) {}
    bool covered(int k) {
      if (k > until_) next(k);
      return covered_;
    }

   private:
    void next(int k) {
      const std::vector<Arc>& a = *arcs_;
      const Ratio t{k, n_};
      j_ = gallop(a, j_, [&](const Arc& x) { return less(x.hi, t); });
      covered_ = j_ < a.size() && lessEq(a[j_].lo, t);
      if (covered_) {
        until_ = int(int64_t(a[j_].hi.num) * n_ / a[j_].hi.den);  // the last position in the arc
      } else if (j_ < a.size()) {
        const Ratio lo = a[j_].lo;  // the first position in the next arc, less one
        until_ = int((int64_t(lo.num) * n_ + lo.den - 1) / lo.den) - 1;
      } else {
        until_ = n_;
      }
    }
    const std::vector<Arc>* arcs_;
    int n_;
    size_t j_ = 0;
    int until_ = -1;
    bool covered_ = false;
  };

 private:
  std::vector<Arc> arcs_, merged_;
};

inline void ArcSet::add(const std::vector<Arc>& sorted) {
  // A full set stays full, and only directions in [0, 1] are asked about: what an arc's ends past them would add is
  // never read, and a set full early in a sweep is offered the arcs of every ring after.
  if (sorted.empty() || full()) return;
  if (sorted.size() * 16 < arcs_.size()) {
    // A few arcs into many: each put in place, joined with those it touches.
    for (const Arc& a : sorted) {
      auto from =
          std::lower_bound(arcs_.begin(), arcs_.end(), a.lo, [](const Arc& x, Ratio t) { return less(x.hi, t); });
      auto to = std::upper_bound(from, arcs_.end(), a.hi, [](Ratio t, const Arc& x) { return less(t, x.lo); });
      if (from == to) {
        arcs_.insert(from, a);
        continue;
      }
      Arc joined{less(from->lo, a.lo) ? from->lo : a.lo, less(a.hi, std::prev(to)->hi) ? std::prev(to)->hi : a.hi};
      *from = joined;
      arcs_.erase(from + 1, to);
    }
    return;
  }
  merged_.clear();
  merged_.reserve(arcs_.size() + sorted.size());
  size_t i = 0, j = 0;
  auto push = [&](const Arc& a) {
    if (!merged_.empty() && lessEq(a.lo, merged_.back().hi)) {
      if (less(merged_.back().hi, a.hi)) merged_.back().hi = a.hi;
      return;
    }
    merged_.push_back(a);
  };
  while (i < arcs_.size() || j < sorted.size()) {
    if (j == sorted.size() || (i < arcs_.size() && less(arcs_[i].lo, sorted[j].lo)))
      push(arcs_[i++]);
    else
      push(sorted[j++]);
  }
  arcs_.swap(merged_);
}

inline void ArcSet::dropHeld(std::vector<Arc>& sorted) const {
  size_t j = 0, kept = 0;
  for (const Arc& a : sorted) {
    // The first arc of the set not wholly below a's low end: the only one that can hold a.
    j = gallop(arcs_, j, [&](const Arc& x) { return less(x.hi, a.lo); });
    if (j < arcs_.size() && lessEq(arcs_[j].lo, a.lo) && lessEq(a.hi, arcs_[j].hi)) continue;
    sorted[kept++] = a;
  }
  sorted.resize(kept);
}

// A step function over t in [0, 1]: for each direction, the latest ring marked over it (-1 where none), as
// breakpoints with the value exactly at each and on the open stretch after it. Rings are marked in ascending order,
// so a mark overwrites what it covers.
class LatestRing {
 public:
  using Ratio = ArcSet::Ratio;
  struct Break {
    Ratio t;
    int32_t at = -1, after = -1;
  };
  // Marks `sorted` (disjoint arcs, ascending) with `ring`, above every ring marked before. A ring of hexes marks few
  // arcs over a function of many breaks, so each arc is put in place; many arcs (a ring's crossed hexsides on a map
  // of many walls) are merged in one pass, as each insertion would move the breaks after it.
  void mark(const std::vector<ArcSet::Arc>& sorted, int ring);
  // Rings below `ring` will not be asked about: they become -1, and stretches of one value one stretch.
  void forget(int ring);
  const std::vector<Break>& breaks() const { return breaks_; }

  class Cursor {
   public:
    explicit Cursor(const LatestRing& f) : breaks_(&f.breaks_) {}
    // The latest ring over t. REQUIRES: t not below the last query's.
    int find(Ratio t) {
      const std::vector<Break>& b = *breaks_;
      while (j_ < b.size() && ArcSet::lessEq(b[j_].t, t)) ++j_;
      if (j_ == 0) return -1;
      const Break& k = b[j_ - 1];
      return ArcSet::lessEq(t, k.t) ? k.at : k.after;
    }

   private:
    const std::vector<Break>* breaks_;
    size_t j_ = 0;
  };

  // The same for the positions k / n of one ring, k ascending: a value holds over an open stretch.
  class RingCursor {
   public:
    RingCursor(const LatestRing& f, int n) : breaks_(&f.breaks_), n_(n) {}
    int find(int k) {
      if (k > until_) next(k);
      return value_;
    }

   private:
    void next(int k) {
      const std::vector<Break>& b = *breaks_;
      const Ratio t{k, n_};
      j_ = gallop(b, j_, [&](const Break& x) { return ArcSet::lessEq(x.t, t); });
      until_ = k;
      if (j_ == 0) {
        value_ = -1;
      } else if (ArcSet::lessEq(t, b[j_ - 1].t)) {
        value_ = b[j_ - 1].at;  // on the break itself
        return;
      } else {
        value_ = b[j_ - 1].after;
      }
      // The open stretch lasts to the position before the next break.
      if (j_ == b.size()) {
        until_ = n_;
      } else {
        const Ratio next = b[j_].t;
        until_ = int((int64_t(next.num) * n_ + next.den - 1) / next.den) - 1;
      }
    }
    const std::vector<Break>* breaks_;
    int n_;
    size_t j_ = 0;
    int until_ = -1, value_ = -1;
  };

 private:
  std::vector<Break> breaks_, merged_;
};

inline void LatestRing::mark(const std::vector<ArcSet::Arc>& sorted, int ring) {
  if (sorted.empty()) return;
  if (sorted.size() * 16 >= breaks_.size()) {
    merged_.clear();
    merged_.reserve(breaks_.size() + 2 * sorted.size());
    size_t b = 0;
    int32_t after = -1;  // the old function on the open stretch after the last break passed
    for (const ArcSet::Arc& arc : sorted) {
      for (; b < breaks_.size() && ArcSet::less(breaks_[b].t, arc.lo); ++b) {
        merged_.push_back(breaks_[b]);
        after = breaks_[b].after;
      }
      for (; b < breaks_.size() && ArcSet::lessEq(breaks_[b].t, arc.hi); ++b) after = breaks_[b].after;
      merged_.push_back({arc.lo, ring, ring});
      merged_.push_back({arc.hi, ring, after});
    }
    merged_.insert(merged_.end(), breaks_.begin() + ptrdiff_t(b), breaks_.end());
    breaks_.swap(merged_);
    return;
  }
  auto from = breaks_.begin();
  for (const ArcSet::Arc& arc : sorted) {
    from = std::lower_bound(from, breaks_.end(), arc.lo, [](const Break& b, Ratio t) { return ArcSet::less(b.t, t); });
    auto to =
        std::upper_bound(from, breaks_.end(), arc.hi, [](Ratio t, const Break& b) { return ArcSet::less(t, b.t); });
    // The old function just past the arc: the stretch after its last break up to hi.
    const int32_t after = to == breaks_.begin() ? -1 : std::prev(to)->after;
    const Break lo{arc.lo, ring, ring}, hi{arc.hi, ring, after};
    const size_t at = size_t(from - breaks_.begin());
    if (to - from >= 2) {
      *from = lo;
      *(from + 1) = hi;
      breaks_.erase(from + 2, to);
    } else if (to - from == 1) {
      *from = lo;
      breaks_.insert(from + 1, hi);
    } else {
      breaks_.insert(from, {lo, hi});
    }
    from = breaks_.begin() + ptrdiff_t(at + 2);
  }
}

inline void LatestRing::forget(int ring) {
  size_t kept = 0;
  int32_t last = -1;  // the value on the open stretch behind the kept breaks
  for (Break b : breaks_) {
    if (b.at < ring) b.at = -1;
    if (b.after < ring) b.after = -1;
    if (b.at == last && b.after == last) continue;
    breaks_[kept++] = b;
    last = b.after;
  }
  breaks_.resize(kept);
}

// LatestRing for a function marked with a few narrow arcs a ring that grows to thousands of breaks (the blocking
// hexsides of a map of many walls), where in one vector each insertion moved every break after it: the breaks are
// kept in buckets of equal width in t, each with the value on the open stretch before its first break. Not for the
// ground, whose rings come as many or wide arcs, which LatestRing merges in one pass and which would clear every
// bucket they span.
class BucketedLatestRing {
  struct Bucket;

 public:
  using Ratio = ArcSet::Ratio;
  struct Break {
    Ratio t;
    int32_t at = -1, after = -1;
  };
  // Marks `sorted` (disjoint arcs, ascending) with `ring`, above every ring marked before.
  void mark(const std::vector<ArcSet::Arc>& sorted, int ring);
  // Rings below `ring` will not be asked about: they become -1, and stretches of one value one stretch.
  void forget(int ring);

  class Cursor {
   public:
    explicit Cursor(const BucketedLatestRing& f) : buckets_(&f.buckets_) {}
    // The latest ring over t. REQUIRES: t not below the last query's.
    int find(Ratio t) {
      const int in = bucketOf(t);
      if (in != b_) {
        b_ = in;
        j_ = 0;
      }
      const Bucket& bucket = (*buckets_)[size_t(b_)];
      const std::vector<Break>& b = bucket.breaks;
      while (j_ < b.size() && ArcSet::lessEq(b[j_].t, t)) ++j_;
      if (j_ == 0) return bucket.before;
      const Break& k = b[j_ - 1];
      return ArcSet::lessEq(t, k.t) ? k.at : k.after;
    }

   private:
    const std::vector<Bucket>* buckets_;
    int b_ = 0;
    size_t j_ = 0;
  };

  // The same for the positions k / n of one ring, k ascending: a value holds over an open stretch.
  class RingCursor {
   public:
    RingCursor(const BucketedLatestRing& f, int n) : buckets_(&f.buckets_), n_(n) {}
    int find(int k) {
      if (k > until_) next(k);
      return value_;
    }

   private:
    void next(int k) {
      const Ratio t{k, n_};
      const int in = bucketOf(t);
      if (in != b_) {
        b_ = in;
        j_ = 0;
      }
      const Bucket& bucket = (*buckets_)[size_t(b_)];
      const std::vector<Break>& b = bucket.breaks;
      j_ = gallop(b, j_, [&](const Break& x) { return ArcSet::lessEq(x.t, t); });
      until_ = k;
      if (j_ == 0) {
        value_ = bucket.before;
      } else if (ArcSet::lessEq(t, b[j_ - 1].t)) {
        value_ = b[j_ - 1].at;  // on the break itself
        return;
      } else {
        value_ = b[j_ - 1].after;
      }
      // The open stretch lasts to the position before the next break, in this bucket or the next that holds one
      // (the buckets between hold the same value throughout).
      size_t x = size_t(b_);
      if (j_ == b.size())
        for (++x; x < buckets_->size() && (*buckets_)[x].breaks.empty(); ++x) {
        }
      if (x == buckets_->size()) {
        until_ = n_;
      } else {
        const Ratio next = x == size_t(b_) ? b[j_].t : (*buckets_)[x].breaks[0].t;
        until_ = int((int64_t(next.num) * n_ + next.den - 1) / next.den) - 1;
      }
    }
    const std::vector<Bucket>* buckets_;
    int n_;
    int b_ = 0;
    size_t j_ = 0;
    int until_ = -1, value_ = -1;
  };

 private:
  static constexpr int kBuckets = 128;
  // The bucket of t: floor(t kBuckets), those below 0 and from 1 on in the end buckets (arcs at a sextant's edges
  // reach a little outside [0, 1]).
  static int bucketOf(Ratio t) {
    const int64_t x = int64_t(t.num) * kBuckets;
    return x < 0 ? 0 : int(std::min<int64_t>(x / t.den, kBuckets - 1));
  }
  struct Bucket {
    int32_t before = -1;  // the value on the open stretch before the first break (that after the last bucket's)
    std::vector<Break> breaks;
  };
  std::vector<Bucket> buckets_ = std::vector<Bucket>(size_t(kBuckets));
};

inline void BucketedLatestRing::mark(const std::vector<ArcSet::Arc>& sorted, int ring) {
  for (const ArcSet::Arc& arc : sorted) {
    const int bl = bucketOf(arc.lo), bh = bucketOf(arc.hi);
    Bucket& high = buckets_[size_t(bh)];
    std::vector<Break>& h = high.breaks;
    auto to =
        std::upper_bound(h.begin(), h.end(), arc.hi, [](Ratio t, const Break& b) { return ArcSet::less(t, b.t); });
    // The old function just past the arc: the stretch after its last break up to hi.
    const int32_t after = to == h.begin() ? high.before : std::prev(to)->after;
    const Break lo{arc.lo, ring, ring}, hi{arc.hi, ring, after};
    if (bl == bh) {
      auto from = std::lower_bound(h.begin(), to, arc.lo, [](const Break& b, Ratio t) { return ArcSet::less(b.t, t); });
      if (to - from >= 2) {
        *from = lo;
        *(from + 1) = hi;
        h.erase(from + 2, to);
      } else if (to - from == 1) {
        *from = lo;
        h.insert(from + 1, hi);
      } else {
        h.insert(from, {lo, hi});
      }
      continue;
    }
    // Across buckets: lo ends the low one, the ones between hold `ring` throughout, hi opens the high one.
    h.erase(h.begin(), to);
    h.insert(h.begin(), hi);
    high.before = ring;
    for (int x = bl + 1; x < bh; ++x) {
      buckets_[size_t(x)].breaks.clear();
      buckets_[size_t(x)].before = ring;
    }
    std::vector<Break>& l = buckets_[size_t(bl)].breaks;
    l.erase(std::lower_bound(l.begin(), l.end(), arc.lo, [](const Break& b, Ratio t) { return ArcSet::less(b.t, t); }),
            l.end());
    l.push_back(lo);
  }
}

inline void BucketedLatestRing::forget(int ring) {
  for (Bucket& bucket : buckets_) {
    if (bucket.before < ring) bucket.before = -1;
    size_t kept = 0;
    int32_t last = bucket.before;  // the value on the open stretch behind the kept breaks
    for (Break b : bucket.breaks) {
      if (b.at < ring) b.at = -1;
      if (b.after < ring) b.after = -1;
      if (b.at == last && b.after == last) continue;
      bucket.breaks[kept++] = b;
      last = b.after;
    }
    bucket.breaks.resize(kept);
  }
}

}  // namespace cartouche
