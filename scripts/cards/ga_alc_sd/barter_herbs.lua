-- Barter Herbs: sacrifice up to two Herbs; for each one sacrificed, summon an ingredient
-- token of your choice. [Class Bonus] Floating Memory.
local INGREDIENTS = {
	"blightroot_token",
	"manaroot_token",
	"silvershine_token",
	"fraysia_token",
	"razorvine_token",
	"springleaf_token",
}

return {
	resolve = function(ctx)
		local herbs = ctx:choose({
			prompt = "up to two Herbs to sacrifice",
			objects = ctx:objects({ zone = "field", subtype = "herb", controller = "you" }),
			min = 0,
			max = 2,
		})
		local sacrificed = 0
		for _, herb in ipairs(herbs) do
			if ctx:move(herb, "graveyard") then
				sacrificed += 1
			end
		end
		for _ = 1, sacrificed do
			local pick = ctx:choose({ prompt = "an ingredient token to summon", options = INGREDIENTS })[1]
			ctx:create_token(pick)
		end
	end,
}
