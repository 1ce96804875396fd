-- Stalwart Shieldmate: Taunt and Floating Memory, both keywords the rules apply.
return {}
