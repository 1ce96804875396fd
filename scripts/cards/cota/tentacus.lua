-- Tentacus (CotA 100), creature: the opponent pays its controller 1 æmber to use an
-- artifact. The rules' uses read the keyword "artifact_toll" (in the card's data): this
-- card needs no hook of its own.
return {}
