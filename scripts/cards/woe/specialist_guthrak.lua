-- Specialist Guthrak (WoE 338): Skirmish. After Fight/After Reap: Capture 1 æmber for each
-- house represented among Specialist Guthrak and its neighbors.
local function capture(ctx)
	local around = ctx.this:neighbors()
	table.insert(around, ctx.this)
	ctx:capture(ctx.this, ctx:rule("houses_among", around))
end

return {
	fight = capture,
	reap = capture,
}
