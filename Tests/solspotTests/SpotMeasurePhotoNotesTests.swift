import Foundation
import Testing

/// The notes `spot measure --photo` adds about the photo's camera and where it was taken.
@Suite("solspot spot measure --photo: notes")
struct SpotMeasurePhotoNotesTests {
  /// Runs `solspot spot measure NAME --photo FIXTURE ARGS… --store STORE`, which must save.
  func measure(
    _ fixture: SpotFixture, _ name: String, photo: String, _ arguments: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try fixture.ok(
      ["measure", name, "--photo", PhotoFixtures.path(photo)] + arguments,
      sourceLocation: sourceLocation)
  }

  @Test(
    "a camera whose model starts with its make is named once",
    arguments: [
      // Make "Canon", Model "Canon EOS R5".
      ("jpeg-ii.jpg", "the camera Canon EOS R5 has no device profile"),
      // Make "NIKON CORPORATION", Model "NIKON D850": the model starts with the make's word.
      ("tiff-ii-south-west.tif", "the camera NIKON D850 has no device profile"),
      // Make "Sony", Model "ILCE-7SM3": both are needed.
      ("iso-65535-rei.jpg", "the camera Sony ILCE-7SM3 has no device profile"),
    ])
  func cameraName(photo: String, expected: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let text = try measure(fixture, "desk", photo: photo)
    #expect(text.contains("\nNote: \(expected), so the reading was saved as 'generic'"))
  }

  @Test("a photo from the other hemisphere than the spot's is saved with a note")
  func otherHemisphere() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sydney desk", "--latitude", "-33.9"])
    // jpeg-ii.jpg was taken at 52.5° N (Berlin).
    let text = try measure(fixture, "sydney desk", photo: "jpeg-ii.jpg")
    #expect(
      text.contains(
        "\nNote: the photo was taken in the northern hemisphere (latitude 52.5° N), but the "
          + "seasons of 'sydney desk' are reckoned in the southern hemisphere (latitude 33.9° "
          + "S), so this reading may fall in the wrong season; it was saved: if the spot is "
          + "where the photo was taken, set its location with 'solspot spot set \"sydney desk\" "
          + "--latitude L'.\nSaved to 'sydney desk' as taken "))
    let json = try SolspotProcess.json(
      try measure(fixture, "sydney desk", photo: "jpeg-ii.jpg", ["--json"]))
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes.first?["code"] as? String == "photo-other-hemisphere")
    #expect(
      (notes.first?["message"] as? String)?.hasPrefix(
        "the photo was taken in the northern hemisphere (latitude 52.5° N), but the seasons of "
          + "'sydney desk' are reckoned in the southern hemisphere") == true)
    #expect(
      try fixture.ok(["history", "sydney desk", "--json"]).split(separator: "\n").count == 2)
  }

  @Test("an assumed or set hemisphere gets the note with how to set it; the same one none")
  func assumedHemisphere() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok(["add", "north", "--hemisphere", "north"])
    try fixture.ok(["add", "berlin", "--latitude", "52.5"])
    // tiff-ii-south-west.tif was taken at 34.6° S (Buenos Aires).
    let south = "tiff-ii-south-west.tif"
    #expect(
      try measure(fixture, "shelf", photo: south).contains(
        "reckoned in the northern hemisphere (assumed, as no location was given), so this "
          + "reading may fall in the wrong season; it was saved: if the spot is where the photo "
          + "was taken, set its location with 'solspot spot set shelf --latitude L' or "
          + "'--hemisphere south'.\n"))
    #expect(
      try measure(fixture, "north", photo: south).contains(
        "reckoned in the northern hemisphere (as set for it)"))
    let same = try measure(fixture, "berlin", photo: "jpeg-ii.jpg")
    #expect(!same.contains("hemisphere"))
    let json = try SolspotProcess.json(
      try measure(fixture, "berlin", photo: "jpeg-ii.jpg", ["--json"]))
    #expect(json["notes"] == nil)
    // A photo without GPS says nothing of where it was taken.
    #expect(!(try measure(fixture, "shelf", photo: "iphone-front.jpg")).contains("hemisphere"))
  }
}
