import Foundation

/// Writes a large capture file for the `solspot read` throughput benchmark
/// (Benchmarks/read-throughput.sh), in JSON Lines or CSV.
///
///   swift run -c release solspot-bench capture-file PATH [MEGABYTES] [--csv]
enum CaptureFileBenchmark {
  static let benchmark = Benchmark(
    name: "capture-file",
    summary: "write a large generated capture file (PATH [MEGABYTES=1024] [--csv]) for read",
    run: run)

  static func run(_ arguments: [String]) throws {
    let words = arguments.filter { $0 != "--csv" }
    let isCSV = arguments.contains("--csv")
    guard let path = words.first else {
      print("usage: solspot-bench capture-file PATH [MEGABYTES] [--csv]")
      return
    }
    let megabytes = words.dropFirst().first.flatMap { Int($0) } ?? 1024
    let target = megabytes * 1_000_000
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? handle.close() }
    var random = SyntheticCapture.Random(seed: 10)
    var block = SyntheticCapture.header(device: "iphone-15-front") + "\n"
    if isCSV { block += SyntheticCapture.csvColumns + "\n" }
    var written = 0
    var lines = 0
    let (_, seconds) = try Stopwatch.time {
      while written < target {
        let sample = SyntheticCapture.benchmarkSample(at: Double(lines) / 60, random: &random)
        block +=
          (isCSV ? SyntheticCapture.csvLine(sample) : SyntheticCapture.jsonLine(sample)) + "\n"
        lines += 1
        if block.utf8.count >= 1 << 20 {
          try handle.write(contentsOf: Data(block.utf8))
          written += block.utf8.count
          block = ""
        }
      }
      try handle.write(contentsOf: Data(block.utf8))
      written += block.utf8.count
    }
    print("capture-file: wrote \(lines) samples, \(written) bytes to \(path) in \(seconds) s")
  }
}
