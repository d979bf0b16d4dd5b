import Foundation
import Testing

/// The gated features are reachable from outside the package only through ``FeatureGate``:
/// code that imports the built SolspotKit the way an app does (no `-package-name`) compiles
/// against the gate's wrappers and not against the raw entry points.
@Suite(.enabled(if: OutsideClient.swiftc != nil, "needs swiftc on the PATH"))
struct GateAccessTests {
  @Test("an app reaches every gated feature through the gate")
  func throughTheGate() throws {
    let result = try OutsideClient.typecheck(
      """
      import SolspotKit
      let gate = FeatureGate.closed
      let curve = try gate.dayCurve(samples: [], location: .unspecified)
      func dli(_ curve: DayCurve) -> Gated<DailyLightIntegral> {
        gate.dailyLightIntegral(curve: curve)
      }
      func verdict(_ dli: DailyLightIntegral, _ need: PlantDLINeed) -> Gated<DLIVerdict> {
        gate.dliVerdict(dli, need: need)
      }
      let reminders = gate.reminders(for: [], now: .unixEpoch)
      """)
    #expect(result.status == 0, "\(result.messages)")
  }

  @Test("the raw entry points of the gated features are not public")
  func notAroundIt() throws {
    let calls = [
      "_ = try DayCurve(samples: [], location: .unspecified)",
      "_ = try DayCurve(readings: [], location: .unspecified)",
      "func dli(_ curve: DayCurve) { _ = DailyLightIntegral(curve: curve) }",
      "func verdict(_ d: DailyLightIntegral, _ n: PlantDLINeed) { _ = DLIVerdict(d, need: n) }",
      "_ = ReminderPlanner.reminders(for: [ReminderPlanner.SpotState](), now: .unixEpoch)",
    ]
    let result = try OutsideClient.typecheck(
      (["import SolspotKit"] + calls).joined(separator: "\n"))
    #expect(result.status != 0)
    // Every call fails, each for its access level (line 1 is the import).
    for line in 2...(calls.count + 1) {
      #expect(
        result.messages.contains("Client.swift:\(line):"), "line \(line): \(result.messages)")
    }
    #expect(result.messages.contains("package"), "\(result.messages)")
  }
}

/// A client of the built SolspotKit outside the package, as an app is.
enum OutsideClient {
  /// The compiler, from the PATH the tests run with.
  static let swiftc: URL? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The built modules: `Modules` beside the test bundle in SwiftPM's build folder.
  static var modules: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("Modules")
  }

  /// Type-checks `source` as a client of SolspotKit outside the package.
  ///
  /// - Returns: The status and the compiler's messages.
  static func typecheck(_ source: String) throws -> (status: Int32, messages: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Client.swift")
    try Data(source.utf8).write(to: file)
    let csqlite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/CSQLite")
    let process = Process()
    guard let swiftc = Self.swiftc else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = swiftc
    process.arguments = [
      "-typecheck", "-I", modules.path, "-I", csqlite.path, file.path,
    ]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
