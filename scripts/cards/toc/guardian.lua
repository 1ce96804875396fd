-- Guardian (ToC 184), token creature: armor 2, no text.
return {}
