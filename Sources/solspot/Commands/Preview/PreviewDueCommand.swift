import SolspotKit

/// `solspot preview due`: when each saved spot should be measured again, and why.
enum PreviewDueCommand: Command {
  static let spec = CommandSpec(
    path: ["preview", "due"],
    abstract: "List when each spot should be measured again, and why (preview).",
    usage: ["preview due [--now <TIME>] [--json | --csv]"],
    options: [
      OptionSpec(["--now"], value: "TIME", help: "Reckon from this time (ISO 8601 with offset)."),
      StoreArguments.option, OptionSpec(["--json"], help: "Print JSON."),
      OutputFormat.csvOption(row: "reminder", columns: PreviewCSV.due.columns),
    ],
    positionals: [],
    discussion: """
      A spot is due when the season has moved the sun's noon elevation by more than 5° since \
      its latest reading, when its readings of this season miss the morning, midday or \
      afternoon, and, for each plant named for it ('spot set NAME --plant P'), when the \
      season turns. A spot lit by a lamp alone ('spot set NAME --lamp … --no-daylight') is \
      due only when it has no readings. Earliest first; a date before today is overdue.
      """
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    try arguments.checkPositionals()
    let format = try OutputFormat.from(arguments)
    let now: Timestamp
    if let text = arguments.string("--now") {
      guard let time = Timestamp(iso8601: text) else {
        throw UsageError.invalidValue(
          option: "--now", value: text, reason: "expected ISO 8601 with a UTC offset")
      }
      now = time
    } else {
      now = TimeArguments.now()
    }
    // The whole season of each latest reading: the current season's readings are among
    // them, also those the latest reading's season leaves out.
    let spots = try StoreArguments.withExistingStore(arguments) { store in
      try store?.allLighting(scope: .season) ?? []
    }
    let states = spots.map {
      ReminderPlanner.SpotState(
        spot: $0.spot, samples: $0.samples, plantIDs: $0.plantIDs, lamp: $0.lamp)
    }
    let reminders = try PreviewCommand.open(PreviewCommand.gate.reminders(for: states, now: now))
    if format == .csv {
      for line in PreviewCSV.due(reminders) { console.out(line) }
      return .success
    }
    console.out(
      format == .json
        ? try JSONLine.encode(PreviewJSON.Due(reminders, now: now))
        : PreviewText.due(reminders, spots: spots.count))
    return .success
  }
}
