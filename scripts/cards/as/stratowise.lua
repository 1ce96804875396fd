-- Stratowise (AS 163): After Fight/After Reap: Discard a card (from your hand). If you are
-- haunted, capture 1 æmber (whether or not a card was discarded).
local function discard_then_capture(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local pick = ctx:choose({ prompt = "Discard which card?", objects = hand })[1]
	if pick ~= nil then
		ctx:discard(pick)
	end
	if ctx:rule("haunted") then
		ctx:capture(ctx.this, 1)
	end
end

return {
	fight = discard_then_capture,
	reap = discard_then_capture,
}
