// The counters of the current scenario (view/counter_layout.h) and its leaders' badges (view/leader_layout.h),
// rebuilt only when the document changed or another scenario became current, so drawing and hit testing 5,000
// counters cost no set-up resolution per frame. Main thread.
#pragma once

#include <cstdint>
#include <string>

#include "view/counter_layout.h"
#include "view/leader_layout.h"

namespace cartouche {

class CounterCache {
 public:
  // REQUIRES: `changes` counts the changes of the document whose battle is `battle`.
  const CounterLayout& get(const Battle& battle, const std::string& scenario, uint64_t changes) {
    if (changes != at_ || scenario != scenario_ || !built_) {
      layout_ = CounterLayout::build(battle, scenario);
      at_ = changes;
      scenario_ = scenario;
      built_ = true;
    }
    return layout_;
  }

 private:
  CounterLayout layout_;
  uint64_t at_ = 0;
  std::string scenario_;
  bool built_ = false;
};

class LeaderCache {
 public:
  // REQUIRES: as CounterCache::get; `counters` are the same scenario's.
  const LeaderMarks& get(const Battle& battle, const std::string& scenario, uint64_t changes,
                         const CounterLayout& counters) {
    if (changes != at_ || scenario != scenario_ || !built_) {
      marks_ = leaderMarks(battle, scenario, counters);
      at_ = changes;
      scenario_ = scenario;
      built_ = true;
    }
    return marks_;
  }

 private:
  LeaderMarks marks_;
  uint64_t at_ = 0;
  std::string scenario_;
  bool built_ = false;
};

}  // namespace cartouche
