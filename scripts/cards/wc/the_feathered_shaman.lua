-- The Feathered Shaman (WC 383): Elusive (data). Fight/Reap: Ward each of its neighbors.
local function ward_neighbors(ctx)
	for _, n in ipairs(ctx.this:neighbors()) do
		ctx:rule("ward", n)
	end
end

return {
	fight = ward_neighbors,
	reap = ward_neighbors,
}
