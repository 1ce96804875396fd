-- Nurse Soto (WC 315): Deploy (data). Play/Fight/Reap: Heal 3 damage from each of Nurse
-- Soto's neighbors.
local function mend(ctx)
	for _, n in ipairs(ctx.this:neighbors()) do
		ctx:heal(n, 3)
	end
end

return {
	resolve = mend,
	fight = mend,
	reap = mend,
}
