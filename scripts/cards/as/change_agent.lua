-- Change Agent (AS 101): After Fight/After Reap: Your opponent loses 1 æmber for each card
-- in their hand in excess of 5.
local function drain(ctx)
	local excess = ctx:count({ zone = "hand", controller = "opponent" }) - 5
	if excess > 0 then
		ctx:gain(ctx.opponent, "amber", -excess)
	end
end

return {
	fight = drain,
	reap = drain,
}
