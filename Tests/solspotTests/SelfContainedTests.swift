import Foundation
import Testing

@Suite("The binary carries its data")
struct SelfContainedTests {
  @Test("a copy of solspot in an empty folder still has its bands and profiles")
  func copiedBinary() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-copy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("solspot")
    try FileManager.default.copyItem(at: SolspotProcess.binary, to: copy)
    // A process that another test forks while the copy is open for writing inherits that
    // descriptor, and running the copy then fails with ETXTBSY until that process ends.
    var attempts = 0
    func run(_ arguments: [String]) throws -> SolspotProcess.Result {
      while true {
        do {
          return try SolspotProcess.run(arguments, directory: folder, executable: copy)
        } catch let error as NSError
          where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
          && attempts < 100
        {
          attempts += 1
          Thread.sleep(forTimeInterval: 0.05)
        }
      }
    }
    let result = try run(
      ["lux", "-f", "1.9", "-t", "1/60", "--iso", "100", "--device", "iphone-15-front"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("iPhone 15 front camera"))
    let devices = try run(["devices"])
    #expect(devices.stdout.contains("iphone-x-front"))
  }
}

@Suite("solspot devices")
struct DevicesCommandTests {
  @Test("lists every built-in profile, one per line, in text and JSON Lines")
  func list() throws {
    let text = try SolspotProcess.run(["devices"])
    #expect(text.status == 0)
    let rows = text.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count >= 32)
    let json = try SolspotProcess.run(["devices", "--json"])
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == rows.count)
    for line in lines {
      let object = try SolspotProcess.json(String(line))
      #expect(object["solspotProfile"] as? Int == 1)
    }
  }

  @Test("shows one profile with its sources; an unknown one fails with a hint")
  func show() throws {
    let shown = try SolspotProcess.run(["devices", "iPhone16,1"])
    #expect(shown.status == 0)
    #expect(shown.stdout.hasPrefix("iPhone 15 Pro front camera (iphone-15-pro-front)"))
    #expect(shown.stdout.contains("fNumber: "))
    let unknown = try SolspotProcess.run(["devices", "pixel"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("solspot: unknown device 'pixel'"))
  }
}
