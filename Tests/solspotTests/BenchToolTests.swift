import Foundation
import Testing

/// The benchmark tool is built with the tests (so a warning in it fails CI) and answers; the
/// benchmarks themselves are run by hand (docs/benchmarks.md), never by `swift test`.
@Suite("solspot-bench")
struct BenchToolTests {
  @Test("lists its benchmarks, and an unknown one is a usage error")
  func lists() throws {
    let bench = SolspotProcess.binary.deletingLastPathComponent()
      .appendingPathComponent("solspot-bench")
    let list = try SolspotProcess.run([], executable: bench)
    #expect(list.status == 0)
    for name in ["estimate", "plants", "startup", "store", "metadata"] {
      #expect(list.stdout.contains("  \(name): "), "\(name)")
    }
    let unknown = try SolspotProcess.run(["no-such-benchmark"], executable: bench)
    #expect(unknown.status == 2)
  }
}
