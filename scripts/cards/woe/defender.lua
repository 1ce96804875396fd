-- Defender (WoE 229), token creature: no text.
return {}
