// The sanitizer runtime's interface (compiler-rt's lsan_interface.h), for set-up code.

@_silgen_name("__lsan_disable")
private func lsanDisable()

@_silgen_name("__lsan_enable")
private func lsanEnable()

/// Runs `body` with LeakSanitizer ignoring what it allocates: for set-up that calls a system
/// library known to lose memory once per process, so that every later report is ours.
public func withoutLeakDetection<Result>(_ body: () throws -> Result) rethrows -> Result {
  lsanDisable()
  defer { lsanEnable() }
  return try body()
}
