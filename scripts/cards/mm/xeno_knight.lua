-- Xeno-Knight (MM 182), and Sacro-Alien (MM 359), Umbra-Alien (MM 361), Xeno-Beast (MM 421)
-- and Xeno-Thief (MM 301), whose keywords are data: Fight: Look at the top 3 cards of your
-- deck; put 1 into your hand and 1 on the bottom of your deck.
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
}
