-- Fiery Jark (GR 042): Play: Destroy an enemy creature and a friendly creature (Fiery Jark may
-- be the friendly one), together. You may repeat this as often as you like while both kinds
-- of creature remain.
local function both_remain(ctx)
	return ctx:count({ zone = "battleline", controller = "opponent" }) > 0
		and ctx:count({ zone = "battleline", controller = "you" }) > 0
end

return {
	resolve = function(ctx)
		while both_remain(ctx) do
			local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
			local enemy = ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1]
			local friends = ctx:objects({ zone = "battleline", controller = "you" })
			local friend = ctx:choose({ prompt = "Destroy which friendly creature?", objects = friends })[1]
			ctx:destroy({ enemy, friend })
			if not both_remain(ctx) then
				return
			end
			local again =
				ctx:choose({ prompt = "Repeat: destroy another pair?", options = { "yes", "no" } })[1]
			if again ~= "yes" then
				return
			end
		end
	end,
}
