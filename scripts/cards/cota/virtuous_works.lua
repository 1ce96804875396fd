-- Virtuous Works (CotA 230): no text; its three æmber bonus is data.
return {}
