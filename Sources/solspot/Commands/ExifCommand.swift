import Foundation
import SolspotKit

/// `solspot exif PHOTO`: the exposure fields a photo records, and where each came from.
enum ExifCommand: Command {
  static let spec = CommandSpec(
    path: ["exif"],
    abstract: "Show the exposure metadata of a photo and which tag each value came from.",
    usage: ["exif <PHOTO> [--json [--explain] | --csv]"],
    options: [
      OptionSpec(["--json"], help: "Print one JSON object instead of text."),
      OutputFormat.csvOption(row: "decoded tag", columns: ExifCSV.table.columns),
      ExplainArguments.option(adding: "each note's words"),
    ],
    positionals: [
      PositionalSpec(
        name: "PHOTO",
        help: "A JPEG, TIFF or raw, HEIF/HEIC, AVIF, CR3, RAF, PNG or WebP file.", count: 1...1)
    ],
    discussion: """
      Prints the values 'solspot lux' uses (f-number, exposure time, ISO, bias) and the rest \
      it reads (make, model, lens, brightness, time, place), each with the Exif tag it came \
      from or the fallback that replaced a missing tag, then every decoded tag as stored. \
      The format is recognised from the bytes, never from the file name. It reads one file; \
      for every photo in a folder, use 'solspot lux DIR' (with --json for the fields).

      Examples:
        solspot exif IMG_0001.HEIC
        solspot exif DSC_0042.NEF --json
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    guard let path = arguments.positionals.first else {
      throw UsageError.missingArgument(name: "PHOTO")
    }
    try FileProblem.check(
      path,
      folderHint: "'solspot exif' reads one photo (for every photo in a folder: solspot lux "
        + "\(path))")
    let metadata = try MetadataReader().read(path: path)
    let catalog = try DeviceArguments.catalog()
    let matched = metadata.matchedProfile(in: catalog)
    let profile = matched ?? catalog.generic
    let explain = try ExplainArguments.explain(from: arguments)
    let note = PhotoDeviceNote(
      metadata: metadata, profile: profile, choice: matched == nil ? .generic : .matched,
      catalog: catalog)
    if format == .csv {
      for line in ExifCSV.rows(metadata) { console.out(line) }
    } else if format == .json {
      console.out(
        try JSONLine.encode(
          ExifJSON(
            metadata, profile: profile, matched: matched != nil, note: note, explain: explain)))
    } else {
      console.out(
        ExifText.render(metadata, profile: profile, matched: matched != nil, deviceNote: note))
    }
    return .success
  }
}

/// The JSON form of `solspot exif --json`.
struct ExifJSON: Encodable {
  let file: String
  let metadata: MetadataJSON
  let device: String
  let deviceMatched: Bool
  /// The device note (``PhotoDeviceNote``), as `lux --json` gives it: a back camera.
  let notes: [NoteJSON]
  let tags: [ExifEntryJSON]

  init(
    _ metadata: PhotoMetadata, profile: DeviceProfile, matched: Bool, note: PhotoDeviceNote?,
    explain: Bool
  ) {
    file = metadata.file
    self.metadata = MetadataJSON(metadata)
    device = profile.id
    deviceMatched = matched
    notes = note.map { [NoteJSON(.photoDevice($0), explain: explain)] } ?? []
    tags = metadata.entries.map(ExifEntryJSON.init)
  }
}
