// The one way the library spreads work over threads: an ordered map.

import Dispatch
import FoundationEssentials
import Synchronization

/// The number of processors available to this process.
var activeProcessorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

/// `transform` applied to `0..<count` on up to `jobs` threads, the results in index order, so
/// what a caller builds from them does not depend on the number of threads.
///
/// Indexes are handed out in increasing order and no new one is taken once one has failed, so
/// every index below a failure has run: the error thrown is the one of the lowest failing index,
/// the same whatever the number of threads.
///
/// ```swift
/// let squares = try concurrentMap(count: 4, jobs: 2) { $0 * $0 }  // [0, 1, 4, 9]
/// ```
///
/// - Parameters:
///   - count: How many results.
///   - jobs: The most threads used at once; nil for one per processor.
///   - transform: Makes the result of one index; called from several threads at once.
/// - Returns: The results, in index order.
/// - Throws: The error of the lowest index whose `transform` threw.
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

/// `transform` applied to `0..<count` as ``concurrentMap(count:jobs:_:)`` does, but the indexes
/// with the same `group` run one after another on one thread, groups in the order of their first
/// index; the results come back in index order.
///
/// For work whose first item of a group fills caches the rest of the group reads (the locales of
/// one language share fonts and fontconfig's answers): two threads never work the same answer
/// out at once.
///
/// - Parameters:
///   - count: How many results.
///   - jobs: The most threads used at once; nil for one per processor.
///   - group: The group of an index.
///   - transform: Makes the result of one index; called from several threads at once.
/// - Returns: The results, in index order.
/// - Throws: The error of the first failing group (by its first index), at its first failure.
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
