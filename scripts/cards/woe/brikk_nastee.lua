-- Brikk Nastee (WoE 038): After another friendly Brobnar creature fights, gain 1 æmber (also
-- when the fight destroyed it: then its printed house, as the turn's last use records it).
local function brobnar(ctx, event)
	local c = event.object
	if c:is_valid() then
		return ctx:rule("of_house", c, "brobnar")
	end
	local used = ctx.controller:this_turn("used")
	local last = used[#used]
	return last ~= nil and last.attributes ~= nil and last.attributes.house == "brobnar"
end

return {
	triggers = {
		{
			on = "used",
			label = "another friendly Brobnar creature fought: gain 1 (Brikk Nastee)",
			applies = function(ctx, event)
				return event.ability == "fight"
					and event.object ~= ctx.this
					and event.player == ctx.controller
					and brobnar(ctx, event)
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
