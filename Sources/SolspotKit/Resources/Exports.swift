// SolspotKit's clients, and every file of SolspotKit, see SolspotData's declarations (the plant
// catalog's values and checks, `DataError`, `NumberText`) as SolspotKit's own: the split is a
// build detail (the embedding tool checks the data with them), not part of the API.
@_exported import SolspotData
