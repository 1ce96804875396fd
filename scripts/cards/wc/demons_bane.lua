-- The Banes of Worlds Collide, one script: Demons' Bane (WC 123), Humans' Bane (126),
-- Beasts' Bane (122), Dinosaurs' Bane (125), Giants' Bane (089), Scientists' Bane (127),
-- Thieves' Bane (128): Play: Destroy a creature (either side's) of the trait the card names.
local TRAIT = {
	demons_bane = "demon",
	humans_bane = "human",
	beasts_bane = "beast",
	dinosaurs_bane = "dinosaur",
	giants_bane = "giant",
	scientists_bane = "scientist",
	thieves_bane = "thief",
}

return {
	resolve = function(ctx)
		local trait = TRAIT[ctx.this:card_id()]
		local prey = ctx:objects({ zone = "battleline", controller = "any", subtype = trait })
		ctx:destroy(ctx:choose({ prompt = "Destroy which " .. trait .. " creature?", objects = prey })[1])
	end,
}
