// Pieces of an output encoded on every processor, kept in order.

import Dispatch
import Synchronization

/// Encodes `count` pieces of an output on up to one thread per processor and returns them in
/// order, so the output does not depend on the number of threads.
enum ParallelEncoding {
  /// The pieces `piece(0)…piece(count - 1)`, in order.
  ///
  /// - Throws: ``ExportError/encoding(_:)`` with the failure of the first failing piece by
  ///   index.
  static func encode<Piece: Sendable>(
    count: Int, _ piece: @Sendable (Int) throws -> Piece
  ) throws(ExportError) -> [Piece] {
    guard count > 0 else { return [] }
    let pieces = Mutex<[Piece?]>(Array(repeating: nil, count: count))
    let failure = Mutex<(index: Int, reason: String)?>(nil)
    let cursor = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(Auditor.processorCount, count)) { _ in
      while true {
        let index = cursor.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count, failure.withLock({ $0 == nil }) else { return }
        do {
          let made = try piece(index)
          pieces.withLock { $0[index] = made }
        } catch {
          failure.withLock { current in
            if current == nil || index < (current?.index ?? .max) {
              current = (index, "\(error)")
            }
          }
        }
      }
    }
    if let failed = failure.withLock({ $0 }) { throw .encoding(failed.reason) }
    return pieces.withLock { $0.compactMap { $0 } }
  }
}
