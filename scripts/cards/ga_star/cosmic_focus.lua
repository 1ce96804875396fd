-- Cosmic Focus: Starcalling (0). If your champion is distant, it gains ranged 4 for as
-- long as it remains distant; otherwise it becomes distant. You may put Cosmic Focus into
-- its owner's deck fourth from the top.
-- Distant is the rules term `become_distant` (CR, Distant 2); ranged N is the stat
-- `ranged`, which the ruleset's combat bonuses add while the unit is distant (CR, Ranged N).
local function champion(ctx)
	return ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
end

return {
	conditions = {
		distant = function(ctx)
			local c = champion(ctx)
			return c ~= nil and c:has_keyword("distant")
		end,
	},
	resolve = function(ctx)
		local c = champion(ctx)
		if c ~= nil and c:has_keyword("distant") then
			ctx:lasting({
				target = c,
				duration = "while",
				condition = "distant",
				effect = { stat = "ranged", increase = 4 },
			})
		elseif c ~= nil then
			ctx:rule("become_distant", c)
		end
		local pick = ctx:choose({
			options = { "fourth from the top", "graveyard" },
			prompt = "Cosmic Focus: put it into your deck fourth from the top?",
		})[1]
		if pick == "fourth from the top" then
			ctx:move(ctx.this, "main_deck", { position = 4 })
		end
	end,
}
