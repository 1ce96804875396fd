-- Snaglet (WC 118): Elusive (data). Action: Choose a house. If your opponent chooses that
-- house as their active house on their next turn, steal 2 æmber. The house chosen is
-- which lasting trigger is kept on (one per house), so the script remembers nothing.
local HOUSES = {
	"brobnar",
	"dis",
	"logos",
	"mars",
	"sanctum",
	"shadows",
	"untamed",
	"saurian",
	"staralliance",
	"unfathomable",
	"ekwidon",
	"geistoid",
	"skyborn",
}

local triggers = {}
for _, house in ipairs(HOUSES) do
	table.insert(triggers, {
		on = "declared",
		lasting = "snaglet_" .. house,
		label = "your opponent chose " .. house .. ": steal 2 æmber (Snaglet)",
		applies = function(ctx, event)
			return event.name == "house" and event.player == ctx.opponent and event.value == house
		end,
		resolve = function(ctx)
			ctx:steal(2)
		end,
	})
end

return {
	action = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = HOUSES })[1]
		if house == nil then
			return
		end
		ctx:lasting({ duration = "opponent_next_turn", effect = { trigger = "snaglet_" .. house } })
	end,
	triggers = triggers,
}
