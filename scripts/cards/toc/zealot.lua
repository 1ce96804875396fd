-- Zealot (ToC 183), token creature: Assault 2 (the stat `assault`).
return {}
