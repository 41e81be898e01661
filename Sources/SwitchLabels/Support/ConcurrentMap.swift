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
func concurrentMap<Result: Sendable, Failure: Error>(
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
