-- Dust Pixie (CotA 351): no text; its æmber bonus of 2 is the rules'.
return {}
