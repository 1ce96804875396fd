-- Open the Seal (GR 328): Enhance (icons added before the game); played, only its æmber
-- bonus. Thing from the Deep looks for it in the discard pile.
return {}
