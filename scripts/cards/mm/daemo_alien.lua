-- Dæmo-Alien (MM 306), and Xeno-Fiend (MM 065): Fight: Look at the top 3 cards of your deck;
-- put 1 into your hand and 1 on the bottom of your deck. Destroyed: Steal 1 æmber.
local function look_at_three(ctx)
	local top = ctx:top(3)
	if #top == 0 then
		return
	end
	local keep = ctx:choose({ prompt = "Put which card into your hand?", objects = top })[1]
	if keep == nil then
		return
	end
	local kept = keep.id
	ctx:move(keep, "hand")
	local rest = {}
	for _, c in ipairs(top) do
		if c.id ~= kept then
			table.insert(rest, c)
		end
	end
	local bottom = ctx:choose({ prompt = "Put which card on the bottom of your deck?", objects = rest })[1]
	if bottom ~= nil then
		ctx:move(bottom, "deck", { position = "bottom" })
	end
end

return {
	fight = look_at_three,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
