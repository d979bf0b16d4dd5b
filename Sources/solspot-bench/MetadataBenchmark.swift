import Foundation
import SolspotKit

/// How many photo files per second the metadata reader reads, alone and with the estimate, so
/// that docs/benchmarks.md can say where `solspot lux --json DIR` spends its time.
enum MetadataBenchmark {
  static let benchmark = Benchmark(
    name: "metadata",
    summary:
      "photo files per second: metadata only, and metadata + exposure + estimate (DIR [ROUNDS])",
    run: run)

  static func run(_ arguments: [String]) throws {
    guard let folder = arguments.first else {
      print("usage: solspot-bench metadata DIR [ROUNDS]")
      return
    }
    let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 5
    let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .map { folder + "/" + $0 }
      .filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
    let reader = MetadataReader()
    let estimator = try LuxEstimator(profile: try DeviceProfileCatalog.builtIn().generic)
    var read = 0
    let (_, readSeconds) = Stopwatch.time {
      for _ in 0..<rounds {
        for path in paths where (try? reader.read(path: path)) != nil { read += 1 }
      }
    }
    var estimated = 0
    let (_, estimateSeconds) = Stopwatch.time {
      for _ in 0..<rounds {
        for path in paths {
          guard let exposure = try? reader.read(path: path).exposure() else { continue }
          if estimator.estimate(exposure).value.interval != nil { estimated += 1 }
        }
      }
    }
    let files = Double(paths.count * rounds)
    print("metadata: \(paths.count) files x \(rounds) rounds")
    print("  read only:           \(Int(files / readSeconds)) files/s (\(read) read)")
    print("  read and estimate:   \(Int(files / estimateSeconds)) files/s (\(estimated) estimates)")
  }
}
