import Foundation
import Testing

/// `--lux` and `--fc` take thousands separators where they can only be thousands (`1,500`),
/// and refuse a comma that could be a decimal comma (`1,5`) saying how to write it.
@Suite("--lux and --fc with thousands separators")
struct ThousandsSeparatorTests {
  @Test(
    "grouped figures read as the plain number",
    arguments: [("1,500", "1500"), ("12,000.5", "12000.5"), ("100,000", "100000")])
  func grouped(written: String, plain: String) throws {
    let a = try SolspotProcess.run(["plants", "--lux", written, "--json"])
    let b = try SolspotProcess.run(["plants", "--lux", plain, "--json"])
    #expect(a.status == 0 && a.stderr.isEmpty)
    #expect(a.stdout == b.stdout)
  }

  @Test("plants --fc and calibrate add --lux read them too")
  func otherOptions() throws {
    let fc = try SolspotProcess.run(["plants", "--fc", "1,200", "--json"])
    #expect(fc.stdout == (try SolspotProcess.run(["plants", "--fc", "1200", "--json"])).stdout)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-thousands-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let added = try SolspotProcess.run([
      "calibrate", "add", "--device", "iphone-15", "--lux", "1,500", "-f", "1.9", "-t", "1/60",
      "--iso", "100", "--store", folder.appendingPathComponent("s.sqlite").path, "--json",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains(#""reference_lux":1500,"#))
  }

  @Test(
    "a comma that could be a decimal comma is refused with the fix",
    arguments: ["1,5", "1,50", "1,5000", ",500", "1,,500"])
  func ambiguous(written: String) throws {
    let result = try SolspotProcess.run(["plants", "--lux", written])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "solspot: invalid value '\(written)' for --lux: expected a number of lux such as "
        + "6000; a comma is read only between groups of three digits (1,500 is 1500): for a "
        + "decimal, write a point (1.5) (see 'solspot help plants')\n")
  }
}
