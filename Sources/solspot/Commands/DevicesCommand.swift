import SolspotKit

/// `solspot devices`: the device profiles (built-in and the user's own), or one in full.
enum DevicesCommand: Command {
  static let spec = CommandSpec(
    path: ["devices"],
    abstract: "List the device profiles, or show one with its sources.",
    usage: ["devices [--json | --csv]", "devices <ID> [--json]"],
    options: [
      OptionSpec(["--json"], help: "Print JSON Lines: one profile object per line."),
      OutputFormat.csvOption(row: "profile (the list only)", columns: DeviceCSV.table.columns),
    ],
    positionals: [
      PositionalSpec(
        name: "ID", help: "A profile id or model identifier to show in full.", count: 0...1)
    ],
    discussion: """
      A profile says how to recognise a camera, its lens and exposure range, and how well its \
      light readings are calibrated. 'nominal' means not measured against a reference meter: \
      readings from it are rough, and the band is the reliable part.

      Your own profiles, such as a measured one from 'solspot calibrate fit --write', go in \
      $XDG_DATA_HOME/solspot/profiles (default ~/.local/share/solspot/profiles) named ID.json; \
      there they replace the built-in profile with the same id, here and for --device.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let own = UserProfiles.contents.files
    let catalog = try DeviceArguments.catalog(own: own.map(\.profile))
    let asked = arguments.positionals.first
    try UserProfiles.check(
      requestedID: asked.flatMap { catalog.profile(named: $0)?.id }, name: asked)
    let files = Dictionary(own.map { ($0.profile.id, $0.path) }) { first, _ in first }
    let json = format == .json
    guard let name = arguments.positionals.first else {
      if format == .csv {
        for line in DeviceCSV.rows(catalog.profiles, files: files) { console.out(line) }
      } else if json {
        for profile in catalog.profiles { console.out(try JSONLine.encode(profile)) }
      } else {
        console.out(
          DeviceText.table(catalog.profiles, files: files, folder: UserProfiles.folder()))
      }
      return .success
    }
    guard let profile = catalog.profile(named: name) else {
      throw DeviceArguments.unknownDevice(name, in: catalog)
    }
    if format == .csv {
      throw UsageError.conflict("--csv lists the profiles; give no ID, or --json for one")
    }
    let builtIn = try DeviceProfileCatalog.builtIn().profiles.contains { $0.id == profile.id }
    console.out(
      json
        ? try JSONLine.encode(profile)
        : DeviceText.detail(profile, file: files[profile.id], replacesBuiltIn: builtIn))
    return .success
  }
}
