// The one way the library spreads work over threads: an ordered map.

import Dispatch
import FoundationEssentials
import Synchronization

/// The number of processors available to this process.
var activeProcessorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

/// `transform` (run on several threads at once) applied to `0..<count` on up to `jobs` threads
/// (nil: one per processor), the results in index order; no index is taken after a failure and
/// they go out in order, so the lowest failing index's error is thrown, whatever the thread count.
package func concurrentMap<Result: Sendable, Failure: Error>(
  count: Int, jobs: Int? = nil, _ transform: @Sendable (Int) throws(Failure) -> Result
) throws(Failure) -> [Result] {
  guard count > 0 else { return [] }
  let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
  let failure = Mutex<(index: Int, error: Failure)?>(nil)
  let cursor = Atomic<Int>(0)
  let threads = min(max(1, jobs ?? activeProcessorCount), count)
  DispatchQueue.concurrentPerform(iterations: threads) { _ in
    while failure.withLock({ $0 == nil }) {
      let index = cursor.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      do throws(Failure) {
        let result = try transform(index)
        results.withLock { $0[index] = result }
      } catch {
        failure.withLock { current in
          if current.map({ index < $0.index }) ?? true { current = (index, error) }
        }
      }
    }
  }
  if let failed = failure.withLock({ $0 }) { throw failed.error }
  // Without a failure every index ran.
  return results.withLock { $0.compactMap { $0 } }
}

/// `transform` applied as ``concurrentMap(count:jobs:_:)`` does, but each `group`'s indexes run in
/// order on one thread, so a group's first item fills the caches the rest reads; the first failing
/// group's error is thrown.
func concurrentMap<Result: Sendable, Group: Hashable, Failure: Error>(
  count: Int, jobs: Int? = nil, groupedBy group: (Int) -> Group,
  _ transform: @Sendable (Int) throws(Failure) -> Result
) throws(Failure) -> [Result] {
  var groups: [[Int]] = []
  var place: [Group: Int] = [:]
  for index in 0..<count {
    let key = group(index)
    if let known = place[key] {
      groups[known].append(index)
    } else {
      place[key] = groups.count
      groups.append([index])
    }
  }
  let members = groups
  let results = try concurrentMap(count: members.count, jobs: jobs) {
    (group: Int) throws(Failure) -> [Result] in
    var results: [Result] = []
    for index in members[group] { results.append(try transform(index)) }
    return results
  }
  var ordered = [Result?](repeating: nil, count: count)
  for (group, indexes) in members.enumerated() {
    for (index, result) in zip(indexes, results[group]) { ordered[index] = result }
  }
  return ordered.compactMap { $0 }
}
